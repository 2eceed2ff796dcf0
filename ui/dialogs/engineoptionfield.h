// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineoption.h"

#include <QObject>

class QWidget;

namespace kibitz {

// The editor of one option an engine declares, chosen by its type: a check box, a spin box with
// the option's range (a line edit checked on OK when the range is wider than a spin box's), a
// combo box of its values, a push button pressed at each start, a line edit, or a line edit with
// a file chooser. Values go in and out as the text the protocol sends.
class EngineOptionField : public QObject
{
    Q_OBJECT
public:
    EngineOptionField(const EngineOption &option, QObject *parent = nullptr);

    const EngineOption &option() const { return m_option; }
    // The editor, owned by whoever lays it out.
    QWidget *widget() const { return m_widget; }
    QString value() const;
    void setValue(const QString &value);
    bool isDefault() const { return value() == defaultValue(); }
    void restoreDefault() { setValue(defaultValue()); }

private:
    // A button's value is "true" when it is to be pressed at each start; not pressed by default.
    QString defaultValue() const;
    void chooseFile();

    EngineOption m_option;
    QWidget *m_widget = nullptr;
    QWidget *m_editor = nullptr; // the widget holding the value (m_widget or a child of it)
};

} // namespace kibitz
