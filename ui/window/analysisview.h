#pragma once

#include <QObject>

class QMenu;
class QSettings;

namespace kibitz {

class EngineArea;
class EngineLogPanel;
class Game;
class GameController;

// The analysis as the window shows it: the engine chosen for each game (kept in the settings,
// chosen in the Analysis Engine menu), its panel in the Engines dock with the number of lines,
// and its traffic in the log. The controller runs the analysis.
class AnalysisView : public QObject
{
    Q_OBJECT
public:
    AnalysisView(GameController *controller, EngineArea *engines, EngineLogPanel *log,
                 QSettings *settings, QObject *parent = nullptr);

    // Switches the analysis of the position shown on or off. Returns an error text, empty on
    // success.
    QString setOn(bool on);
    // Fills the Analysis Engine menu: the bundled engine and the engines registered for the game.
    void fillMenu(QMenu *menu);

Q_SIGNALS:
    void failed(const QString &why);

private:
    void onStarted();
    QString chosenEngine(const Game &game) const; // its words

    GameController *m_controller;
    EngineArea *m_engines;
    EngineLogPanel *m_log;
    QSettings *m_settings;
};

} // namespace kibitz
