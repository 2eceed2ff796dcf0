#include "gomokusetupeditor.h"

#include "gomoku/gomokuposition.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSpinBox>

namespace kibitz {

using gomoku::GomokuPosition;
using gomoku::Rule;

GomokuSetupEditor::GomokuSetupEditor(QWidget *parent)
    : SetupEditor(parent), m_size(new QSpinBox), m_rule(new QComboBox)
{
    m_size->setRange(5, 22);
    m_size->setValue(15);
    m_size->setSuffix(tr(" × board"));
    m_rule->addItem(tr("Freestyle (five or more wins)"), GomokuPosition::ruleName(Rule::Freestyle));
    m_rule->addItem(tr("Standard (exactly five)"), GomokuPosition::ruleName(Rule::Standard));
    m_rule->addItem(tr("Renju (black's forbidden moves)"), GomokuPosition::ruleName(Rule::Renju));
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Board si&ze:"), m_size);
    form->addRow(tr("R&ule:"), m_rule);
}

QString GomokuSetupEditor::setupText() const
{
    const auto rule = GomokuPosition::ruleFromName(m_rule->currentData().toString());
    return GomokuPosition::emptySetup(m_size->value(), m_size->value(),
                                      rule.value_or(Rule::Freestyle));
}

void GomokuSetupEditor::setSetupText(const QString &setup)
{
    QString error;
    const auto position = GomokuPosition::fromSetup(setup, &error);
    if (!position) return;
    m_size->setValue(position->board().width());
    m_rule->setCurrentIndex(
        qMax(0, m_rule->findData(GomokuPosition::ruleName(position->board().rule()))));
}

} // namespace kibitz
