// SPDX-License-Identifier: GPL-3.0-or-later
#include "games/shogi/shogipositioneditor.h"

#include "games/shogi/shogisetupboard.h"
#include "games/shogi/shogisetupcheck.h"
#include "shogi/shogiposition.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace kibitz {

using shogi::Color;

ShogiPositionEditor::ShogiPositionEditor(QWidget *parent)
    : PositionEditor(parent), m_board(new ShogiSetupBoard), m_sideBox(new QGroupBox),
      m_sente(new QRadioButton), m_gote(new QRadioButton), m_standard(new QPushButton),
      m_empty(new QPushButton), m_rest(new QPushButton), m_flip(new QPushButton),
      m_hint(new QLabel), m_problem(new QLabel), m_sfenLabel(new QLabel), m_sfen(new QLineEdit)
{
    auto *sideLayout = new QVBoxLayout(m_sideBox);
    sideLayout->addWidget(m_sente);
    sideLayout->addWidget(m_gote);
    m_hint->setWordWrap(true);
    m_problem->setWordWrap(true);
    m_sfenLabel->setBuddy(m_sfen);
    m_flip->setCheckable(true);

    auto *side = new QVBoxLayout;
    side->addWidget(m_sideBox);
    side->addWidget(m_standard);
    side->addWidget(m_empty);
    side->addWidget(m_rest);
    side->addWidget(m_flip);
    side->addWidget(m_hint);
    side->addStretch(1);
    auto *top = new QHBoxLayout;
    top->addWidget(m_board, 1);
    top->addLayout(side);
    auto *sfenRow = new QHBoxLayout;
    sfenRow->addWidget(m_sfenLabel);
    sfenRow->addWidget(m_sfen, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_problem);
    layout->addLayout(sfenRow);
    layout->addWidget(buttons());

    connect(m_board, &ShogiSetupBoard::boardEdited, this, &ShogiPositionEditor::boardEdited);
    connect(m_sente, &QRadioButton::toggled, this, [this](bool on) {
        shogi::Board board = m_board->board();
        board.setSideToMove(on ? Color::Black : Color::White);
        if (board.sideToMove() != m_board->board().sideToMove()) m_board->setBoard(board);
    });
    connect(m_standard, &QPushButton::clicked, this,
            [this] { m_board->setBoard(shogi::Board::startPosition()); });
    connect(m_empty, &QPushButton::clicked, this, [this] { m_board->setBoard(shogi::Board()); });
    connect(m_rest, &QPushButton::clicked, this, &ShogiPositionEditor::restToGoteHand);
    connect(m_flip, &QPushButton::toggled, m_board, &ShogiSetupBoard::setFlipped);
    connect(m_sfen, &QLineEdit::textEdited, this, &ShogiPositionEditor::sfenEdited);
    // Leaving the field shows the position's SFEN in its canonical form; text that is no SFEN
    // stays for the user to mend.
    connect(m_sfen, &QLineEdit::editingFinished, this, [this] {
        if (!m_sfenInvalid) m_sfen->setText(setupText());
    });
    retranslateUi();
    m_board->setBoard(shogi::Board::startPosition());
    resize(900, 620);
}

void ShogiPositionEditor::setSetupText(const QString &setup)
{
    const auto position = shogi::ShogiPosition::fromSetup(setup);
    shogi::Board board = position ? position->board() : shogi::Board::startPosition();
    board.setMoveNumber(1);
    m_board->setBoard(board);
}

QString ShogiPositionEditor::setupText() const
{
    return m_board->board().toSfen();
}

void ShogiPositionEditor::restToGoteHand()
{
    shogi::Board board = m_board->board();
    for (shogi::PieceType t : shogi::handTypesSfenOrder)
        board.setHandCount(Color::White, t,
                           board.handCount(Color::White, t) + m_board->boxCount(t));
    m_board->setBoard(board);
}

void ShogiPositionEditor::boardEdited()
{
    const shogi::Board &board = m_board->board();
    (board.sideToMove() == Color::Black ? m_sente : m_gote)->setChecked(true);
    if (!m_typing) m_sfen->setText(setupText());
    m_typing = false;
    m_sfenInvalid = false;
    showProblem(ShogiSetupCheck::problem(board));
}

void ShogiPositionEditor::sfenEdited(const QString &text)
{
    QString error;
    std::optional<shogi::Board> board = shogi::Board::fromSfenUnchecked(text, &error);
    if (!board) {
        // The board stays as it was until the text is an SFEN; nothing can start meanwhile.
        m_sfenInvalid = true;
        showProblem(tr("This is not an SFEN: %1")
                        .arg(error.remove(QRegularExpression(QStringLiteral("^SFEN: ")))));
        return;
    }
    board->setMoveNumber(1);
    m_typing = true;
    m_board->setBoard(*board);
}

void ShogiPositionEditor::showProblem(const QString &problem)
{
    m_problem->setStyleSheet(problem.isEmpty() ? QString() : QStringLiteral("color: #c01010"));
    m_problem->setText(problem.isEmpty() ? tr("The position can be played.") : problem);
    setStartEnabled(problem.isEmpty());
}

void ShogiPositionEditor::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    PositionEditor::changeEvent(event);
}

void ShogiPositionEditor::retranslateUi()
{
    setWindowTitle(tr("Edit Shogi Position"));
    m_board->setAccessibleName(tr("Position editor board"));
    m_sideBox->setTitle(tr("Side to move"));
    m_sente->setText(tr("▲ &Sente"));
    m_gote->setText(tr("△ &Gote"));
    m_standard->setText(tr("S&tandard Position"));
    m_empty->setText(tr("&Empty Board"));
    m_rest->setText(tr("&Rest to Gote's Hand"));
    m_rest->setToolTip(tr("Put every piece left in the box into Gote's hand, as 詰将棋 are "
                          "given"));
    m_flip->setText(tr("Fl&ip Board"));
    m_flip->setToolTip(tr("Show Gote at the bottom"));
    m_sfen->setToolTip(tr("Type or paste an SFEN to set the position"));
    m_hint->setText(tr("Drag a piece, or click it and then where it goes: between the board, "
                       "the hands and the box below the board. A piece from the box is "
                       "Sente's; right-click a piece on the board to promote it or give it to "
                       "the other side."));
    m_sfenLabel->setText(tr("SFE&N:"));
    retranslateButtons();
    boardEdited();
}

} // namespace kibitz
