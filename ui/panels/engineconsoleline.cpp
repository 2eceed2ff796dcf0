// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineconsoleline.h"

#include "core/engine/engineconsole.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QFontDatabase>
#include <QKeyEvent>
#include <QLabel>
#include <QStringListModel>

namespace kibitz {

EngineConsoleLine::EngineConsoleLine(QLabel *warning, QWidget *parent)
    : QLineEdit(parent), m_warning(warning), m_completer(new QCompleter(this)),
      m_words(new QStringListModel(this))
{
    setObjectName(QStringLiteral("engineConsole"));
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_completer->setModel(m_words);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setCompletionMode(QCompleter::PopupCompletion);
    setCompleter(m_completer);
    m_warning->setObjectName(QStringLiteral("consoleWarning"));
    m_warning->setWordWrap(true);
    m_warning->hide();
    connect(this, &QLineEdit::returnPressed, this, &EngineConsoleLine::sendLine);
    connect(this, &QLineEdit::textEdited, this, &EngineConsoleLine::warnOnce);
    retranslateUi();
    updateEnabled();
}

void EngineConsoleLine::retranslateUi()
{
    m_warning->setText(
        tr("This engine is in use by Kibitz: what you type goes to it as it is, and may break "
           "the game or the analysis (Kibitz does not know what you sent)."));
    updateEnabled(); // the placeholder says why the line is disabled
}

void EngineConsoleLine::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QLineEdit::changeEvent(event);
}

void EngineConsoleLine::setConsole(EngineConsole *console)
{
    if (m_console) disconnect(m_console, nullptr, this, nullptr);
    m_console = console;
    m_words->setStringList(console ? console->commandWords() : QStringList());
    if (console)
        connect(console, &EngineConsole::openChanged, this, &EngineConsoleLine::updateEnabled);
    updateEnabled();
}

void EngineConsoleLine::updateEnabled()
{
    const bool open = m_console && m_console->isOpen();
    setEnabled(open);
    setPlaceholderText(open ? tr("A command to the engine, as its protocol says (Enter sends it)")
                            : tr("No running engine to type to"));
    if (!open) m_warning->hide();
}

void EngineConsoleLine::warnOnce()
{
    if (m_warned || text().isEmpty()) return;
    m_warned = true;
    m_warning->show();
}

void EngineConsoleLine::sendLine()
{
    const QString line = text();
    if (!m_console || line.isEmpty() || !m_console->send(line)) return;
    if (m_history.isEmpty() || m_history.constLast() != line) m_history << line;
    m_historyAt = m_history.size();
    m_draft.clear();
    clear();
    m_completer->popup()->hide(); // it offered words for the line sent
}

void EngineConsoleLine::walkHistory(int step)
{
    const qsizetype to = qBound<qsizetype>(0, m_historyAt + step, m_history.size());
    if (to == m_historyAt) return;
    if (m_historyAt == m_history.size()) m_draft = text();
    m_historyAt = to;
    setText(to == m_history.size() ? m_draft : m_history[to]);
}

void EngineConsoleLine::keyPressEvent(QKeyEvent *event)
{
    if (!m_completer->popup()->isVisible() &&
        (event->key() == Qt::Key_Up || event->key() == Qt::Key_Down)) {
        walkHistory(event->key() == Qt::Key_Up ? -1 : 1);
        return;
    }
    QLineEdit::keyPressEvent(event);
}

} // namespace kibitz
