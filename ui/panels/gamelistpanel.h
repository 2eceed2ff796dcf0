// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace kibitz {

class GameListModel;

// The game list of a collection file: a filter line over a table of the games, sortable by any
// column. A game is chosen by a double click or Enter; its row stays where it is, so that the
// list keeps its place when one comes back to it.
class GameListPanel : public QWidget
{
    Q_OBJECT
public:
    explicit GameListPanel(QWidget *parent = nullptr);

    GameListModel *model() const { return m_model; }
    QLineEdit *filterEdit() const { return m_filter; }
    QTableView *view() const { return m_view; }
    // A line under the list: how many games, how many could not be read.
    void setStatus(const QString &text);
    // Fits the columns to the rows shown (once the first rows are in: fitting ten thousand rows
    // would take long).
    void fitColumns();
    // Selects the row of the game at `index` (in the file), as the one on the board.
    void selectGame(int index);

Q_SIGNALS:
    void gameChosen(int index); // the game's index in the file

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslateUi();

    GameListModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QLineEdit *m_filter;
    QTableView *m_view;
    QLabel *m_status;
};

} // namespace kibitz
