// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QObject>
#include <QStringList>

class QMenu;
class QSettings;

namespace kibitz {

class Analysis;
class EngineArea;
class EngineLogPanel;
class EnginePanel;
class Game;
class GameController;
class LinePreview;

// The analysis as the window shows it: the engines chosen for each game (kept in the settings,
// chosen in the Analysis Engines menu, up to four), a panel for each in the Engines dock with
// its own number of lines, each engine's traffic in the log, and the first engine's best line
// on the board. The controller runs the analysis.
class AnalysisPresenter : public QObject
{
    Q_OBJECT
public:
    AnalysisPresenter(GameController *controller, EngineArea *engines, EngineLogPanel *log,
                      LinePreview *preview, QSettings *settings, QObject *parent = nullptr);

    // Switches the analysis of the position shown on or off: every chosen engine starts.
    // Returns an error text (for the engines that could not start), empty on success.
    QString setOn(bool on);
    // Fills the Analysis Engines menu: the bundled engine and the engines registered for the
    // game, each checked when chosen.
    void fillMenu(QMenu *menu);

Q_SIGNALS:
    void failed(const QString &why);

private:
    struct Choice
    {
        QString words;
        int lines = 1;
    };
    QList<Choice> chosen(const Game &game) const;
    void saveChosen(const Game &game, const QList<Choice> &choices);
    void choose(const QString &words, bool on);
    QString start(const Choice &choice);
    void onStarted(Analysis *analysis);
    static QString logName(const Analysis *analysis); // its choice in the engine log
    void onRemoved(Analysis *analysis);
    void onLinesChanged(Analysis *analysis, int lines);
    void previewBestLine();

    GameController *m_controller;
    EngineArea *m_engines;
    EngineLogPanel *m_log;
    LinePreview *m_preview;
    QSettings *m_settings;
    QHash<Analysis *, EnginePanel *> m_panels;
    QHash<Analysis *, QString> m_words; // as chosen
};

} // namespace kibitz
