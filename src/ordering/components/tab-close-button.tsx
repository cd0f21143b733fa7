import { CloseButton } from '@mantine/core';

/**
 * The close mark inside a tab (an order's category, a team's configuration), for the pointer. It
 * is a span, as a button may not sit inside the tab's button, and its click stays its own: closing
 * asks first and must not also select the tab. A span cannot be reached from the keyboard, and
 * its name would be read as part of the tab's, so it is hidden from screen readers: every screen
 * that shows it also offers a button of its own that does the same.
 */
export function TabCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <CloseButton
      component="span"
      size="xs"
      aria-hidden
      title={label}
      onClick={(e) => {
        e.stopPropagation();
        onClose();
      }}
    />
  );
}
