import { CloseButton } from '@mantine/core';

/**
 * The close mark inside a tab (an order's category, a team's configuration). It is a span, as a
 * button may not sit inside the tab's button, and its click stays its own: closing asks first
 * and must not also select the tab.
 */
export function TabCloseButton({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <CloseButton
      component="span"
      size="xs"
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClose();
      }}
    />
  );
}
