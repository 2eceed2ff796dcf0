// SPDX-License-Identifier: GPL-3.0-or-later
#include "analysispresenter.h"

#include "core/analysis/analysis.h"
#include "core/engine/enginebuilder.h"
#include "core/engine/engineregistry.h"
#include "core/engine/enginespec.h"
#include "core/game/game.h"
#include "core/game/position.h"
#include "core/play/gamecontroller.h"
#include "enginenames.h"
#include "linepreview.h"
#include "panels/enginearea.h"
#include "panels/engineinfomodel.h"
#include "panels/enginelogpanel.h"
#include "panels/enginepanel.h"

#include <QMenu>
#include <QSettings>

namespace kibitz {

namespace {
const QString bundled = QStringLiteral("bundled");
// Before several engines could analyse, one number of lines served every game.
const QString oldLinesKey = QStringLiteral("analysis/lines");

// The engines' words (a single string in settings of old), and their numbers of lines.
QString enginesKey(const Game &game)
{
    return QStringLiteral("analysis/") + game.id();
}
QString linesKey(const Game &game)
{
    return QStringLiteral("analysisLines/") + game.id();
}
} // namespace

AnalysisPresenter::AnalysisPresenter(GameController *controller, EngineArea *engines,
                                     EngineLogPanel *log, LinePreview *preview, QSettings *settings,
                                     QObject *parent)
    : QObject(parent), m_controller(controller), m_engines(engines), m_log(log), m_preview(preview),
      m_settings(settings)
{
    connect(controller, &GameController::analysisStarted, this, &AnalysisPresenter::onStarted);
    connect(controller, &GameController::analysisRemoved, this, &AnalysisPresenter::onRemoved);
}

QList<AnalysisPresenter::Choice> AnalysisPresenter::chosen(const Game &game) const
{
    const QStringList words = m_settings->value(enginesKey(game), bundled).toStringList();
    const QStringList lines = m_settings->value(linesKey(game)).toStringList();
    const int fallback = qMax(1, m_settings->value(oldLinesKey, 1).toInt());
    const QList<RegisteredEngine> registered = EngineRegistry::load(*m_settings);
    QList<Choice> choices;
    for (int i = 0; i < words.size() && choices.size() < GameController::maxAnalyses; ++i) {
        // A registered engine edited since it was chosen (its options, say) analyses as it is.
        const QString current = EngineRegistry::currentWords(registered, game.id(), words[i]);
        const bool twice = std::any_of(choices.cbegin(), choices.cend(),
                                       [&](const Choice &c) { return c.words == current; });
        if (twice) continue;
        const QString n = lines.value(i);
        choices.append({current, n.isEmpty() ? fallback : qMax(1, n.toInt())});
    }
    if (choices.isEmpty()) choices.append({bundled, fallback});
    return choices;
}

void AnalysisPresenter::saveChosen(const Game &game, const QList<Choice> &choices)
{
    QStringList words, lines;
    for (const Choice &choice : choices) {
        words << choice.words;
        lines << QString::number(choice.lines);
    }
    m_settings->setValue(enginesKey(game), words);
    m_settings->setValue(linesKey(game), lines);
}

QString AnalysisPresenter::setOn(bool on)
{
    if (!on) {
        m_controller->stopAnalysis();
        return {};
    }
    if (m_controller->isAnalysing()) return {};
    const Game *game = m_controller->game();
    if (!game) return tr("There is no game to analyse.");
    QStringList errors;
    for (const Choice &choice : chosen(*game))
        if (const QString error = start(choice); !error.isEmpty()) errors << error;
    return errors.join(QLatin1Char('\n'));
}

QString AnalysisPresenter::start(const Choice &choice)
{
    QString error;
    const std::optional<EngineSpec> spec = EngineBuilder(EngineRegistry::load(*m_settings))
                                               .spec(choice.words, *m_controller->game(), &error);
    if (!spec) return tr("The analysis engine cannot start: %1").arg(error);
    Analysis *analysis = m_controller->addAnalysis(*spec, choice.lines);
    if (!analysis)
        return tr("At most %1 engines analyse at once.").arg(GameController::maxAnalyses);
    m_words.insert(analysis, choice.words);
    return {};
}

void AnalysisPresenter::onStarted(Analysis *analysis)
{
    EnginePanel *panel = m_engines->addAnalysisPanel();
    m_panels.insert(analysis, panel);
    panel->setTitle(analysis->engineName(), tr("analysis"));
    panel->showLinesControl(analysis->multiPv());
    connect(panel, &EnginePanel::linesChanged, this,
            [this, analysis](int lines) { onLinesChanged(analysis, lines); });
    connect(analysis, &Analysis::searchStarted, panel,
            [this, panel, analysis](const std::shared_ptr<const Position> &position) {
                // The lines shown are about this position from now on; the engine, ready, has
                // said its name.
                panel->model()->setSearchPosition(position->clone());
                panel->setTitle(analysis->engineName(), tr("analysis"));
                panel->setThinking(true);
                m_log->setLogName(analysis->log(), logName(analysis));
                enginenames::remember(*m_settings, analysis->spec(), analysis->engineName());
            });
    connect(analysis, &Analysis::infoReceived, panel->model(), &EngineInfoModel::addInfo);
    connect(analysis, &Analysis::searchEnded, panel, [panel] {
        panel->model()->flush();
        panel->setThinking(false);
    });
    connect(panel->model(), &EngineInfoModel::rowsShown, this, &AnalysisPresenter::previewBestLine);
    connect(analysis, &Analysis::failed, panel, [this, panel](const QString &why) {
        // Its lines would soon be about another position than the one shown: the panel keeps
        // why it stopped instead, and its log what it said.
        panel->setStopped();
        panel->model()->clear();
        EngineInfo message;
        message.text = why;
        panel->model()->addInfo(message);
        panel->model()->flush();
        previewBestLine();
        const bool othersGoOn =
            std::any_of(m_controller->analyses().cbegin(), m_controller->analyses().cend(),
                        [](const Analysis *a) { return !a->hasFailed(); });
        Q_EMIT failed(othersGoOn ? tr("%1 — the other engines go on analysing").arg(why) : why);
    });
    m_log->addLog(analysis->log(), logName(analysis));
    m_preview->watch(panel);
}

QString AnalysisPresenter::logName(const Analysis *analysis)
{
    return tr("%1 (analysis)").arg(analysis->engineName());
}

void AnalysisPresenter::onRemoved(Analysis *analysis)
{
    m_log->removeLog(analysis->log());
    m_engines->removeAnalysisPanel(m_panels.take(analysis));
    m_words.remove(analysis);
    previewBestLine();
}

void AnalysisPresenter::onLinesChanged(Analysis *analysis, int lines)
{
    if (const Game *game = m_controller->game()) {
        QList<Choice> choices = chosen(*game);
        for (Choice &choice : choices)
            if (choice.words == m_words.value(analysis)) choice.lines = lines;
        saveChosen(*game, choices);
    }
    m_controller->setAnalysisLines(analysis, lines);
}

void AnalysisPresenter::previewBestLine()
{
    // The first engine that still analyses draws its best line; the others are read in their
    // panels (or previewed by hovering their rows).
    for (Analysis *analysis : m_controller->analyses()) {
        if (analysis->hasFailed()) continue;
        const EnginePanel *panel = m_panels.value(analysis);
        const EngineInfo *info = panel ? panel->model()->best() : nullptr;
        m_preview->setLine(info ? info->pv : QStringList());
        return;
    }
    m_preview->setLine({});
}

void AnalysisPresenter::choose(const QString &words, bool on)
{
    const Game *game = m_controller->game();
    if (!game) return;
    QList<Choice> choices = chosen(*game);
    const auto found = std::find_if(choices.begin(), choices.end(),
                                    [&](const Choice &c) { return c.words == words; });
    if (on && found == choices.end() && choices.size() < GameController::maxAnalyses) {
        choices.append({words, choices.isEmpty() ? 1 : choices.last().lines});
        saveChosen(*game, choices);
        if (m_controller->isAnalysing()) // it joins the others at once
            if (const QString error = start(choices.last()); !error.isEmpty()) Q_EMIT failed(error);
    } else if (!on && found != choices.end() && choices.size() > 1) {
        choices.erase(found);
        saveChosen(*game, choices);
        for (auto it = m_words.cbegin(); it != m_words.cend(); ++it)
            if (it.value() == words) return m_controller->removeAnalysis(it.key());
    }
}

void AnalysisPresenter::fillMenu(QMenu *menu)
{
    menu->clear();
    menu->setToolTipsVisible(true);
    const Game *game = m_controller->game();
    if (!game) return;
    QStringList chosenWords;
    for (const Choice &choice : chosen(*game))
        chosenWords << choice.words;
    const bool full = chosenWords.size() >= GameController::maxAnalyses;
    auto add = [&](const QString &text, const QString &words) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(chosenWords.contains(words));
        if (full && !action->isChecked()) {
            action->setEnabled(false);
            action->setToolTip(tr("At most %1 engines analyse at once: take one off first.")
                                   .arg(GameController::maxAnalyses));
        } else if (action->isChecked() && chosenWords.size() == 1) {
            action->setEnabled(false);
            action->setToolTip(tr("One engine at least analyses: choose another one first."));
        }
        connect(action, &QAction::triggered, this, [this, words](bool on) { choose(words, on); });
    };
    add(tr("Bundled engine (%1)").arg(game->bundledEngineExecutable()), bundled);
    const enginenames::Told told = enginenames::load(*m_settings);
    for (const RegisteredEngine &engine :
         EngineRegistry::forGame(EngineRegistry::load(*m_settings), game->id()))
        add(enginenames::shown(engine, told), engine.words);
}

} // namespace kibitz
