/**
 * Mantine's styles of what opens over a screen: menus, tooltips, dialogs and toasts (and the
 * scroll area and close button they are built with), in Mantine's own order. The header's and
 * home's menus and tooltip (./floating), the dialogs' host (./confirm-host.tsx), the toasts' host
 * and every screen beyond home (src/app/styles/rest.ts) load them with their code, so the first
 * screen after sign-in paints without them. tests/unit/mantine-styles.test.ts checks the lists.
 */
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/notifications/styles.layer.css';
