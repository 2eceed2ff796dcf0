#include "analysisview.h"

#include "core/analysis.h"
#include "core/bundledfiles.h"
#include "core/engineregistry.h"
#include "core/enginespec.h"
#include "core/game.h"
#include "core/gamecontroller.h"
#include "core/position.h"
#include "panels/enginearea.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"

#include <QActionGroup>
#include <QMenu>
#include <QSettings>

namespace kibitz {

namespace {
const QString linesKey = QStringLiteral("analysis/lines");
const QString bundled = QStringLiteral("bundled");

QString engineKey(const Game &game)
{
    return QStringLiteral("analysis/") + game.id();
}
} // namespace

AnalysisView::AnalysisView(GameController *controller, EngineArea *engines, EngineLogPanel *log,
                           QSettings *settings, QObject *parent)
    : QObject(parent), m_controller(controller), m_engines(engines), m_log(log),
      m_settings(settings)
{
    connect(controller, &GameController::analysisStarted, this, &AnalysisView::onStarted);
    connect(controller, &GameController::analysisStopped, engines,
            &EngineArea::removeAnalysisPanel);
}

QString AnalysisView::chosenEngine(const Game &game) const
{
    // A registered engine edited since it was chosen (its options, say) analyses as it is now.
    return EngineRegistry::currentWords(EngineRegistry::load(*m_settings), game.id(),
                                        m_settings->value(engineKey(game), bundled).toString());
}

QString AnalysisView::setOn(bool on)
{
    if (!on) {
        m_controller->stopAnalysis();
        return {};
    }
    if (m_controller->analysis()) return {};
    const Game *game = m_controller->game();
    if (!game) return tr("There is no game to analyse.");
    QString error;
    std::optional<EngineSpec> spec = EngineSpec::parse(chosenEngine(*game), &error);
    if (spec) error = spec->resolve(*game, bundledEngineDirectory());
    if (!error.isEmpty()) return tr("The analysis engine cannot start: %1").arg(error);
    m_controller->startAnalysis(*spec, m_settings->value(linesKey, 1).toInt());
    return {};
}

void AnalysisView::onStarted()
{
    Analysis *analysis = m_controller->analysis();
    EnginePanel *panel = m_engines->addAnalysisPanel();
    panel->setTitle(analysis->engineName(), tr("analysis"));
    panel->showLinesControl(analysis->multiPv());
    connect(panel, &EnginePanel::linesChanged, this, [this](int lines) {
        m_settings->setValue(linesKey, lines);
        m_controller->setAnalysisLines(lines);
    });
    connect(analysis, &Analysis::searchStarted, panel,
            [panel, analysis](const std::shared_ptr<const Position> &position) {
                // The lines shown are about this position from now on.
                panel->model()->setSearchPosition(position->clone());
                panel->setTitle(analysis->engineName(), tr("analysis"));
                panel->setThinking(true);
            });
    connect(analysis, &Analysis::infoReceived, panel->model(), &EngineInfoModel::addInfo);
    connect(analysis, &Analysis::failed, panel, [this, panel](const QString &why) {
        panel->setThinking(false);
        Q_EMIT failed(why);
    });
    m_log->addLog(analysis->log(), tr("%1 (analysis)").arg(analysis->engineName()));
}

void AnalysisView::fillMenu(QMenu *menu)
{
    menu->clear();
    const Game *game = m_controller->game();
    if (!game) return;
    const QString key = engineKey(*game);
    const QString chosen = chosenEngine(*game);
    auto *group = new QActionGroup(menu);
    auto add = [&](const QString &text, const QString &words) {
        QAction *action = group->addAction(text);
        action->setCheckable(true);
        action->setChecked(words == chosen);
        connect(action, &QAction::triggered, this, [this, key, words] {
            m_settings->setValue(key, words);
            if (m_controller->analysis()) { // restart with the new engine
                setOn(false);
                setOn(true);
            }
        });
    };
    add(tr("Bundled engine (%1)").arg(game->bundledEngineExecutable()), bundled);
    for (const RegisteredEngine &engine :
         EngineRegistry::forGame(EngineRegistry::load(*m_settings), game->id()))
        add(engine.name(), engine.words);
    menu->addActions(group->actions());
}

} // namespace kibitz
