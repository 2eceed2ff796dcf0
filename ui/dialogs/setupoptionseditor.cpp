// SPDX-License-Identifier: GPL-3.0-or-later
#include "setupoptionseditor.h"

#include "core/game/game.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

namespace kibitz {

namespace {
QWidget *fieldFor(const SetupOption &option)
{
    switch (option.kind) {
    case SetupOption::Kind::Choice: {
        auto *combo = new QComboBox;
        for (int i = 0; i < option.choices.size(); ++i)
            combo->addItem(option.choiceLabels.value(i, option.choices[i]), option.choices[i]);
        return combo;
    }
    case SetupOption::Kind::Integer: {
        auto *spin = new QSpinBox;
        spin->setRange(option.minimum, option.maximum);
        return spin;
    }
    case SetupOption::Kind::Text:
        break;
    }
    return new QLineEdit;
}

QString valueOf(const QWidget *field)
{
    if (auto *combo = qobject_cast<const QComboBox *>(field))
        return combo->currentData().toString();
    if (auto *spin = qobject_cast<const QSpinBox *>(field)) return QString::number(spin->value());
    return static_cast<const QLineEdit *>(field)->text().trimmed();
}

void showValue(QWidget *field, const QString &value)
{
    if (auto *combo = qobject_cast<QComboBox *>(field))
        combo->setCurrentIndex(qMax(0, combo->findData(value)));
    else if (auto *spin = qobject_cast<QSpinBox *>(field))
        spin->setValue(value.toInt());
    else
        static_cast<QLineEdit *>(field)->setText(value);
}
} // namespace

SetupOptionsEditor::SetupOptionsEditor(const Game &game, QWidget *parent)
    : QWidget(parent), m_game(game)
{
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    for (const SetupOption &option : game.setupOptions()) {
        QWidget *field = fieldFor(option);
        field->setToolTip(option.help);
        auto *label = new QLabel(option.label);
        label->setBuddy(field);
        form->addRow(label, field);
        m_fields << field;
    }
    setSetupText({});
}

QString SetupOptionsEditor::setupText(QString *error) const
{
    SetupValues values;
    const QList<SetupOption> options = m_game.setupOptions();
    for (int i = 0; i < options.size() && i < m_fields.size(); ++i)
        if (const QString value = valueOf(m_fields[i]); !value.isEmpty())
            values.insert(options[i].id, value); // an empty text keeps the standard start's
    return m_game.setupWithOptions({}, values, error).value_or(QString());
}

void SetupOptionsEditor::setSetupText(const QString &setup)
{
    const SetupValues values = m_game.setupOptionValues(setup);
    const QList<SetupOption> options = m_game.setupOptions();
    for (int i = 0; i < options.size() && i < m_fields.size(); ++i)
        showValue(m_fields[i], values.value(options[i].id, options[i].defaultValue));
}

} // namespace kibitz
