// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineoptionfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QSpinBox>

#include <limits>

namespace kibitz {

namespace {
bool fitsSpinBox(const EngineOption &option)
{
    return option.min >= std::numeric_limits<int>::min() &&
           option.max <= std::numeric_limits<int>::max();
}
} // namespace

EngineOptionField::EngineOptionField(const EngineOption &option, QObject *parent)
    : QObject(parent), m_option(option)
{
    switch (option.type) {
    case EngineOption::Type::Check:
        m_widget = new QCheckBox;
        break;
    case EngineOption::Type::Spin:
        if (fitsSpinBox(option)) {
            auto *spin = new QSpinBox;
            spin->setRange(int(option.min), int(option.max));
            m_widget = spin;
        } else {
            auto *edit = new QLineEdit;
            edit->setValidator(new QRegularExpressionValidator(
                QRegularExpression(QStringLiteral("-?[0-9]*")), edit));
            edit->setPlaceholderText(QStringLiteral("%1 … %2").arg(option.min).arg(option.max));
            m_widget = edit;
        }
        m_widget->setToolTip(tr("From %1 to %2").arg(option.min).arg(option.max));
        break;
    case EngineOption::Type::Combo: {
        auto *combo = new QComboBox;
        combo->addItems(option.values);
        m_widget = combo;
        break;
    }
    case EngineOption::Type::Button: {
        auto *button = new QPushButton(tr("Press at each start"));
        button->setCheckable(true);
        button->setToolTip(tr("The engine is sent this command each time it starts"));
        m_widget = button;
        break;
    }
    case EngineOption::Type::String:
        m_widget = new QLineEdit;
        break;
    case EngineOption::Type::Filename: {
        auto *edit = new QLineEdit;
        auto *browse = new QPushButton(tr("Browse…"));
        browse->setObjectName(QStringLiteral("browse"));
        connect(browse, &QPushButton::clicked, this, &EngineOptionField::chooseFile);
        m_widget = new QWidget;
        auto *row = new QHBoxLayout(m_widget);
        row->setContentsMargins(0, 0, 0, 0);
        row->addWidget(edit, 1);
        row->addWidget(browse);
        m_editor = edit;
        break;
    }
    }
    if (!m_editor) m_editor = m_widget;
    m_widget->setObjectName(QStringLiteral("option.") + option.name);
    restoreDefault();
}

QString EngineOptionField::defaultValue() const
{
    return m_option.type == EngineOption::Type::Button ? QString() : m_option.defaultValue;
}

QString EngineOptionField::value() const
{
    if (auto *check = qobject_cast<const QCheckBox *>(m_editor))
        return check->isChecked() ? QStringLiteral("true") : QStringLiteral("false");
    if (auto *spin = qobject_cast<const QSpinBox *>(m_editor))
        return QString::number(spin->value());
    if (auto *combo = qobject_cast<const QComboBox *>(m_editor)) return combo->currentText();
    if (auto *button = qobject_cast<const QPushButton *>(m_editor))
        return button->isChecked() ? QStringLiteral("true") : QString();
    return static_cast<const QLineEdit *>(m_editor)->text();
}

void EngineOptionField::setValue(const QString &value)
{
    if (auto *check = qobject_cast<QCheckBox *>(m_editor))
        check->setChecked(value == u"true");
    else if (auto *spin = qobject_cast<QSpinBox *>(m_editor))
        spin->setValue(value.toInt());
    else if (auto *combo = qobject_cast<QComboBox *>(m_editor))
        combo->setCurrentIndex(qMax(0, combo->findText(value)));
    else if (auto *button = qobject_cast<QPushButton *>(m_editor))
        button->setChecked(!value.isEmpty());
    else
        static_cast<QLineEdit *>(m_editor)->setText(value);
}

void EngineOptionField::chooseFile()
{
    auto *edit = static_cast<QLineEdit *>(m_editor);
    const QString path = QFileDialog::getOpenFileName(m_widget, m_option.name, edit->text());
    if (!path.isEmpty()) edit->setText(path);
}

} // namespace kibitz
