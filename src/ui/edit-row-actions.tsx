import { Button, type MantineSize } from '@mantine/core';

type Labels = { edit: string; cancel: string; done: string; remove: string };
type TestIds = { edit: string; cancel?: string; done: string; remove: string };

/**
 * The actions of a row edited in place (a product of a bulk or group-buy order): edit, or while
 * editing cancel and done; remove either way. The caller lays them out (a card's header, a
 * table cell) and names them in its own words. `doneWaits` shows Done busy, and unpressable, while
 * a change the row is still applying would be missed by it.
 */
export function EditRowActions({
  editing,
  size,
  labels,
  testIds,
  onEdit,
  onCancel,
  onDone,
  onRemove,
  doneWaits = false,
}: {
  editing: boolean;
  size: MantineSize | 'compact-sm';
  labels: Labels;
  testIds: TestIds;
  onEdit: () => void;
  onCancel: () => void;
  onDone: () => void;
  onRemove: () => void;
  doneWaits?: boolean;
}) {
  return (
    <>
      {editing ? (
        <>
          <Button variant="default" size={size} onClick={onCancel} data-testid={testIds.cancel}>
            {labels.cancel}
          </Button>
          <Button size={size} onClick={onDone} loading={doneWaits} data-testid={testIds.done}>
            {labels.done}
          </Button>
        </>
      ) : (
        <Button variant="light" size={size} onClick={onEdit} data-testid={testIds.edit}>
          {labels.edit}
        </Button>
      )}
      <Button variant="subtle" color="red" size={size} onClick={onRemove} data-testid={testIds.remove}>
        {labels.remove}
      </Button>
    </>
  );
}
