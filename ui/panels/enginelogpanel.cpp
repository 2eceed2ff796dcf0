// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelogpanel.h"

#include "core/engine/engineconsole.h"
#include "core/engine/enginelog.h"
#include "core/engine/enginelogfile.h"
#include "engineconsoleline.h"
#include "enginelogview.h"
#include "searchchart.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QRegularExpression>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace kibitz {

namespace {
// A running engine's log shows its newest lines only: a flooding engine's millions stay in the log.
constexpr int maxShownLines = 5000;
} // namespace

EngineLogPanel::EngineLogPanel(QWidget *parent)
    : QWidget(parent), m_choice(new QComboBox), m_save(new QToolButton), m_open(new QToolButton),
      m_label(new QLabel), m_showChart(new QToolButton), m_stack(new QStackedWidget),
      m_view(new EngineLogView), m_consoleWarning(new QLabel),
      m_console(new EngineConsoleLine(m_consoleWarning)), m_chart(new SearchChart)
{
    m_label->setBuddy(m_choice);
    m_save->setObjectName(QStringLiteral("saveLog"));
    m_save->setIcon(style()->standardIcon(QStyle::SP_DialogSaveButton));
    m_save->setToolButtonStyle(Qt::ToolButtonIconOnly);
    m_open->setObjectName(QStringLiteral("openLog"));
    m_open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_open->setToolButtonStyle(Qt::ToolButtonIconOnly);

    // One row for the choice of log, its filter and search, the chart and the files: the
    // smallest window keeps its room for the board.
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_choice->setMinimumContentsLength(6);
    m_showChart->setObjectName(QStringLiteral("showSearchChart"));
    m_showChart->setCheckable(true);
    auto *top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_choice, 2);
    top->addWidget(m_view->bar(), 3);
    top->addWidget(m_chart->viewChoice());
    m_chart->viewChoice()->hide();
    top->addWidget(m_showChart);
    top->addWidget(m_save);
    top->addWidget(m_open);
    auto *traffic = new QWidget;
    auto *trafficLayout = new QVBoxLayout(traffic);
    trafficLayout->setContentsMargins(0, 0, 0, 0);
    trafficLayout->setSpacing(2);
    trafficLayout->addWidget(m_view, 1);
    trafficLayout->addWidget(m_consoleWarning);
    trafficLayout->addWidget(m_console);
    m_consoleWarning->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3c4; color: #4a3b00; padding: 3px; }"));
    m_stack->addWidget(traffic);
    m_stack->addWidget(m_chart);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(2);
    layout->addLayout(top);
    layout->addWidget(m_stack, 1);
    connect(m_showChart, &QToolButton::toggled, this, [this](bool chart) {
        m_stack->setCurrentIndex(chart ? 1 : 0);
        m_view->bar()->setVisible(!chart);
        m_chart->viewChoice()->setVisible(chart);
    });
    connect(m_choice, &QComboBox::currentIndexChanged, this, &EngineLogPanel::showLog);
    connect(m_save, &QToolButton::clicked, this, &EngineLogPanel::saveAs);
    connect(m_open, &QToolButton::clicked, this, &EngineLogPanel::openFile);
    retranslateUi();
    showLog(-1);
}

void EngineLogPanel::retranslateUi()
{
    m_label->setText(tr("&Engine:"));
    m_save->setText(tr("&Save as TLF…"));
    m_save->setToolTip(tr("Save the whole traffic with this engine as a TLF log"));
    m_open->setText(tr("&Open…"));
    m_open->setToolTip(tr("Show an engine log saved earlier (TLF, or a recv:/send: log)"));
    m_showChart->setText(tr("Search"));
    m_showChart->setToolTip(
        tr("The engine's search over time: depth, nodes per second, score (again: the traffic)"));
}

void EngineLogPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void EngineLogPanel::addLog(EngineLog *log, const QString &name)
{
    m_logs.append(log);
    m_choice->addItem(name);
    connect(log, &EngineLog::consoleChanged, this, [this, log] {
        if (m_shown == log) showConsole();
    });
    m_choice->setCurrentIndex(m_choice->count() - 1);
}

void EngineLogPanel::setLogName(EngineLog *log, const QString &name)
{
    if (const qsizetype index = m_logs.indexOf(log); index >= 0)
        m_choice->setItemText(int(index), name);
}

void EngineLogPanel::removeLog(EngineLog *log)
{
    const qsizetype index = m_logs.indexOf(log);
    if (index < 0) return;
    disconnect(log, nullptr, this, nullptr);
    m_logs.removeAt(index);
    m_choice->removeItem(int(index)); // shows another log if this one was shown
    forget(log);
}

void EngineLogPanel::forget(EngineLog *log)
{
    if (log && log->parent() == this) delete log;
}

void EngineLogPanel::clearLogs()
{
    const QList<QPointer<EngineLog>> logs = std::exchange(m_logs, {});
    m_choice->clear();
    showLog(-1);
    for (EngineLog *log : logs) {
        if (log) disconnect(log, nullptr, this, nullptr);
        forget(log);
    }
}

int EngineLogPanel::logCount() const
{
    return int(m_logs.size());
}

QString EngineLogPanel::shownText() const
{
    return m_view->shownText();
}

void EngineLogPanel::showLog(int index)
{
    EngineLog *log = m_logs.value(index);
    m_shown = log;
    m_save->setEnabled(log != nullptr);
    // A log read from a file does not grow: all of it is shown.
    m_view->setLog(log, log && log->parent() == this ? 0 : maxShownLines);
    showConsole();
}

void EngineLogPanel::showConsole()
{
    EngineConsole *console = m_shown ? m_shown->console() : nullptr;
    m_console->setConsole(console);
    m_chart->setConsole(console);
}

QString EngineLogPanel::saveShownLog(const QString &path) const
{
    const EngineLog *log = m_logs.value(m_choice->currentIndex());
    if (!log) return tr("There is no engine log to save.");
    return log->save(path);
}

QString EngineLogPanel::suggestedFileName() const
{
    QString name = m_choice->currentText();
    name.replace(QRegularExpression(QStringLiteral("[^\\w.-]+")), QStringLiteral("-"));
    name.remove(
        QRegularExpression(QStringLiteral("^-+|-+$"))); // "kibitz-gomoku (White)" ends in ')'
    return name + QStringLiteral(".tlf");
}

void EngineLogPanel::saveAs()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getSaveFileName(this, tr("Save Engine Log"),
                                                      dir + QLatin1Char('/') + suggestedFileName(),
                                                      tr("TLF engine logs (*.tlf);;All files (*)"));
    if (path.isEmpty()) return;
    const QString error = saveShownLog(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Save Engine Log"),
                             tr("The log could not be saved to %1:\n%2").arg(path, error));
}

QString EngineLogPanel::openLog(const QString &path)
{
    auto *log = new EngineLog(this);
    const EngineLogFileError error = readEngineLogFile(path, log);
    if (!error.ok()) {
        delete log;
        return error.line > 0 ? tr("line %1: %2").arg(error.line).arg(error.text) : error.text;
    }
    addLog(log, QFileInfo(path).fileName());
    return {};
}

void EngineLogPanel::openFile()
{
    const QString dir = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Engine Log"), dir, tr("Engine logs (*.tlf *.log);;All files (*)"));
    if (path.isEmpty()) return;
    const QString error = openLog(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Open Engine Log"),
                             tr("%1 could not be read:\n%2").arg(path, error));
}

} // namespace kibitz
