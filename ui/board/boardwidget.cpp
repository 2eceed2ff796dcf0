#include "boardwidget.h"

namespace kibitz {

void BoardWidget::setInteractive(bool on)
{
    if (m_interactive == on) return;
    m_interactive = on;
    interactiveChanged();
}

} // namespace kibitz
