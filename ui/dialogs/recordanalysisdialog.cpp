// SPDX-License-Identifier: GPL-3.0-or-later
#include "recordanalysisdialog.h"

#include "core/engine/engineregistry.h"
#include "core/game/game.h"
#include "enginenames.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>

namespace kibitz {

namespace {
const QString bundled = QStringLiteral("bundled");
const QString moveTimeKey = QStringLiteral("recordAnalysis/moveTimeMs");
const QString depthKey = QStringLiteral("recordAnalysis/depth");
const QString byDepthKey = QStringLiteral("recordAnalysis/byDepth");
const QString linesKey = QStringLiteral("recordAnalysis/lines");

QString engineKey(const QString &gameId)
{
    return QStringLiteral("recordAnalysis/engine/") + gameId;
}
// The engines chosen for the analysis of the position shown (AnalysisPresenter keeps them there).
QString positionAnalysisKey(const QString &gameId)
{
    return QStringLiteral("analysis/") + gameId;
}

QSpinBox *spinBox(const QString &name, int min, int max, int value)
{
    auto *box = new QSpinBox;
    box->setObjectName(name);
    box->setRange(min, max);
    box->setValue(value);
    return box;
}
} // namespace

RecordAnalysisDialog::RecordAnalysisDialog(const Game &game, int moveCount, QSettings *settings,
                                           QWidget *parent)
    : QDialog(parent), m_gameId(game.id()), m_settings(settings), m_engine(new QComboBox),
      m_byTime(new QRadioButton(tr("&Time per move:"))),
      m_byDepth(new QRadioButton(tr("&Depth per move:"))), m_moveTime(new QDoubleSpinBox),
      m_depth(spinBox(QStringLiteral("depth"), 1, 99, settings->value(depthKey, 10).toInt())),
      m_lines(spinBox(QStringLiteral("lines"), 1, 10, settings->value(linesKey, 1).toInt())),
      m_first(spinBox(QStringLiteral("firstPly"), 1, qMax(1, moveCount), 1)),
      m_last(spinBox(QStringLiteral("lastPly"), 1, qMax(1, moveCount), qMax(1, moveCount)))
{
    setWindowTitle(tr("Analyse Record"));

    // The engine: the last one chosen here, else the first that analyses the position shown.
    const QList<RegisteredEngine> registered = EngineRegistry::load(*settings);
    const QString positionEngine =
        settings->value(positionAnalysisKey(m_gameId)).toStringList().value(0, bundled);
    const QString chosen = EngineRegistry::currentWords(
        registered, m_gameId, settings->value(engineKey(m_gameId), positionEngine).toString());
    m_engine->setObjectName(QStringLiteral("engine"));
    m_engine->addItem(tr("Bundled engine (%1)").arg(game.bundledEngineExecutable()), bundled);
    const enginenames::Told told = enginenames::load(*settings);
    for (const RegisteredEngine &engine : EngineRegistry::forGame(registered, m_gameId))
        m_engine->addItem(enginenames::shown(engine, told), engine.words);
    m_engine->setCurrentIndex(qMax(0, m_engine->findData(chosen)));

    m_byTime->setObjectName(QStringLiteral("byTime"));
    m_byDepth->setObjectName(QStringLiteral("byDepth"));
    auto *limit = new QButtonGroup(this);
    limit->addButton(m_byTime);
    limit->addButton(m_byDepth);
    const bool byDepth = settings->value(byDepthKey, false).toBool();
    (byDepth ? m_byDepth : m_byTime)->setChecked(true);
    m_moveTime->setObjectName(QStringLiteral("moveTime"));
    m_moveTime->setRange(0.1, 3600);
    m_moveTime->setDecimals(1);
    m_moveTime->setSingleStep(0.5);
    m_moveTime->setSuffix(tr(" s"));
    m_moveTime->setValue(settings->value(moveTimeKey, 1000).toDouble() / 1000);
    m_depth->setToolTip(tr("Each search ends when the engine reports this depth (or after a "
                           "minute at most)."));
    m_moveTime->setEnabled(!byDepth);
    m_depth->setEnabled(byDepth);
    connect(m_byTime, &QRadioButton::toggled, m_moveTime, &QWidget::setEnabled);
    connect(m_byDepth, &QRadioButton::toggled, m_depth, &QWidget::setEnabled);
    m_lines->setToolTip(tr("Lines per position (multi-PV)."));

    // The range: from cannot pass to.
    connect(m_first, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_last->value() < v) m_last->setValue(v);
    });
    connect(m_last, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_first->value() > v) m_first->setValue(v);
    });
    auto *range = new QHBoxLayout;
    range->addWidget(m_first);
    range->addWidget(new QLabel(tr("to")));
    range->addWidget(m_last);
    range->addWidget(new QLabel(tr("of %1").arg(moveCount)), 1);

    auto *form = new QFormLayout;
    form->addRow(tr("&Engine:"), m_engine);
    form->addRow(m_byTime, m_moveTime);
    form->addRow(m_byDepth, m_depth);
    form->addRow(tr("&Lines:"), m_lines);
    // The field is a layout, which a label cannot be the buddy of: the label is made here, its
    // buddy the first spin box, so that Alt+M works and the '&' does not show.
    auto *rangeLabel = new QLabel(tr("&Moves from:"));
    rangeLabel->setBuddy(m_first);
    form->addRow(rangeLabel, range);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Analyse"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

QString RecordAnalysisDialog::engineWords() const
{
    return m_engine->currentData().toString();
}

AnalysisSettings RecordAnalysisDialog::analysisSettings() const
{
    AnalysisSettings s;
    if (m_byDepth->isChecked())
        s.depth = m_depth->value();
    else
        s.moveTimeMs = qRound64(m_moveTime->value() * 1000);
    s.multiPv = m_lines->value();
    s.firstPly = m_first->value();
    s.lastPly = m_last->value();
    return s;
}

void RecordAnalysisDialog::accept()
{
    m_settings->setValue(engineKey(m_gameId), engineWords());
    m_settings->setValue(byDepthKey, m_byDepth->isChecked());
    m_settings->setValue(moveTimeKey, qRound64(m_moveTime->value() * 1000));
    m_settings->setValue(depthKey, m_depth->value());
    m_settings->setValue(linesKey, m_lines->value());
    QDialog::accept();
}

} // namespace kibitz
