// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/engine/engineregistry.h"
#include "enginenames.h"

#include <QDialog>

class QListWidget;
class QPushButton;

namespace kibitz {

// The list of registered engines: add, edit, set options, remove.
class EnginesDialog : public QDialog
{
    Q_OBJECT
public:
    // A new engine is for gameId (none: the first game listed) unless the user chooses another.
    explicit EnginesDialog(const QList<RegisteredEngine> &engines, const QString &gameId = {},
                           QWidget *parent = nullptr);
    const QList<RegisteredEngine> &engines() const { return m_engines; }
    // The names the engines told when they ran, to list them by (enginenames).
    void setToldNames(const enginenames::Told &told);

private:
    void refill();
    void add();
    void edit();
    void remove();
    void editOptions();

    QList<RegisteredEngine> m_engines;
    enginenames::Told m_told;
    QString m_gameId;
    QListWidget *m_list;
    QPushButton *m_edit;
    QPushButton *m_remove;
    QPushButton *m_options;
};

} // namespace kibitz
