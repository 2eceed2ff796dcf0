// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLineEdit>
#include <QPointer>
#include <QStringList>

class QCompleter;
class QLabel;
class QStringListModel;

namespace kibitz {

class EngineConsole;

// The engine log's command line: what the person types goes to the engine shown as it is (Enter),
// ↑ and ↓ walk the lines sent before, and the protocol's command words complete the first word.
// The first time the person types into an engine Kibitz is using, warning (a label the panel
// places) says that it may break the game; it is not said again.
class EngineConsoleLine : public QLineEdit
{
    Q_OBJECT
public:
    explicit EngineConsoleLine(QLabel *warning, QWidget *parent = nullptr);

    // The engine typed to (null: none, the line is disabled).
    void setConsole(EngineConsole *console);
    const QStringList &history() const { return m_history; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();
    void updateEnabled();
    void sendLine();
    void walkHistory(int step);
    void warnOnce();

    QPointer<EngineConsole> m_console;
    QLabel *m_warning;
    QCompleter *m_completer;
    QStringListModel *m_words;
    QStringList m_history;
    qsizetype m_historyAt = 0; // m_history.size(): the line being written
    QString m_draft;           // the line being written, kept while walking the history
    bool m_warned = false;
};

} // namespace kibitz
