// SPDX-License-Identifier: GPL-3.0-or-later
#include "enginelogpanel.h"

#include "core/engine/enginelog.h"
#include "core/engine/enginelogfile.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollBar>
#include <QStandardPaths>
#include <QStyle>
#include <QTextCursor>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace kibitz {

namespace {
constexpr int maxShownLines = 5000;
}

EngineLogPanel::EngineLogPanel(QWidget *parent)
    : QWidget(parent), m_choice(new QComboBox), m_text(new QPlainTextEdit), m_save(new QPushButton),
      m_open(new QToolButton), m_label(new QLabel)
{
    m_text->setReadOnly(true);
    m_text->setMaximumBlockCount(maxShownLines);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_label->setBuddy(m_choice);
    m_open->setObjectName(QStringLiteral("openLog"));
    m_open->setIcon(style()->standardIcon(QStyle::SP_DialogOpenButton));
    m_open->setToolButtonStyle(Qt::ToolButtonIconOnly);

    auto *top = new QHBoxLayout;
    top->addWidget(m_label);
    top->addWidget(m_choice, 1);
    top->addWidget(m_save);
    top->addWidget(m_open);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(m_text, 1);

    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(100);
    connect(&m_flushTimer, &QTimer::timeout, this, &EngineLogPanel::flushPending);
    connect(m_choice, &QComboBox::currentIndexChanged, this, &EngineLogPanel::showLog);
    connect(m_save, &QPushButton::clicked, this, &EngineLogPanel::saveAs);
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
    connect(log, &EngineLog::lineAppended, this, [this, log](const QString &line) {
        if (m_logs.value(m_choice->currentIndex()) == log) onLineAppended(line);
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
    return m_text->toPlainText();
}

void EngineLogPanel::showLog(int index)
{
    m_pending.clear();
    m_flushTimer.stop();
    m_text->clear();
    const EngineLog *log = m_logs.value(index);
    m_save->setEnabled(log != nullptr);
    if (!log) return;
    const QStringList &lines = log->lines();
    m_text->setPlainText(
        lines.mid(qMax<qsizetype>(0, lines.size() - maxShownLines)).join(QLatin1Char('\n')));
    m_text->moveCursor(QTextCursor::End); // the newest traffic in view
}

void EngineLogPanel::onLineAppended(const QString &line)
{
    m_pending.append(line);
    if (m_pending.size() > maxShownLines) m_pending.remove(0, m_pending.size() - maxShownLines);
    if (!m_flushTimer.isActive()) m_flushTimer.start();
}

void EngineLogPanel::flushPending()
{
    if (m_pending.isEmpty()) return;
    QScrollBar *bar = m_text->verticalScrollBar();
    const bool atEnd = bar->value() == bar->maximum();
    m_text->appendPlainText(m_pending.join(QLatin1Char('\n')));
    m_pending.clear();
    if (atEnd) bar->setValue(bar->maximum());
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
