/**
 * The module list's edit mode (spec 1 §2): remove, drag to reorder, add, save. Loaded when the
 * user asks to edit, so home's first download carries no drag-and-drop.
 */
import { useState } from 'react';
import { ActionIcon, Box, Button, Group, Paper, Text } from '@mantine/core';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from '@/ui/i18n';
import { editModuleList } from '@/api/account';
import { ApiError, failureText } from '@/api/api-error';
import { saveModules, getUserId } from '@/db/session';
import type { ModuleInfo, ModuleListResult } from '@/domain/account/user-info';
import { useOnline } from '@/sync/network';
import { notify } from '@/ui/notify';
import { CheckIcon, CloseIcon, GripIcon, PlusIcon } from '@/ui/icons';
import { moduleLabel } from '../layout/app-header';
import { addCode, moveCode, remainingCodes, removeCode } from './module-list-edit';
import { HomeTitle, ModuleGrid, ModuleTileBody, modulesByCode } from './module-tile';
import classes from './home-page.module.css';

export function ModuleEditor({ modules, onClose }: { modules: ModuleListResult; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const [codes, setCodes] = useState(() => modules.list.map((m) => m.backendCode));
  const [saving, setSaving] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byCode = modulesByCode(modules);
  const remaining = remainingCodes(
    modules.role_modules.map((m) => m.backendCode),
    codes,
  );

  const onDragEnd = (e: DragEndEvent) => {
    if (e.over) setCodes(moveCode(codes, String(e.active.id), String(e.over.id)));
  };

  const finish = async () => {
    if (!online) {
      notify.warning(t('home.saveNeedsNetwork'));
      return;
    }
    setSaving(true);
    try {
      const saved = await editModuleList(codes);
      const userId = getUserId();
      if (userId !== null) await saveModules(userId, saved);
      notify.success(t('home.saved'), { autoClose: 3000 });
      onClose();
    } catch (err) {
      // The server's refusal, or no answer; a write to the device that failed is a failed save.
      notify.error(err instanceof ApiError ? failureText(err, t('home.saveNeedsNetwork')) : t('home.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <HomeTitle
        title={t('home.title')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={onClose} leftSection={<CloseIcon size={16} />}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void finish()} loading={saving} leftSection={<CheckIcon size={16} />} data-testid="home-finish">
              {t('home.finish')}
            </Button>
          </Group>
        }
      />
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={codes} strategy={rectSortingStrategy}>
          <ModuleGrid>
            {codes.map((code) => {
              const m = byCode.get(code);
              if (!m) return null;
              return (
                <SortableTile
                  key={code}
                  module={m}
                  language={i18n.language}
                  removeLabel={t('home.remove', { name: moduleLabel(m, i18n.language) })}
                  onRemove={() => setCodes((c) => removeCode(c, code))}
                />
              );
            })}
          </ModuleGrid>
        </SortableContext>
      </DndContext>
      <Paper withBorder p="md" mt="xl" radius="md" data-testid="home-add-area">
        <Text fw={600} mb="sm">
          {t('home.addArea')}
        </Text>
        {remaining.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('home.nothingToAdd')}
          </Text>
        ) : (
          <Group gap="sm">
            {remaining.map((code) => (
              <Button key={code} variant="light" leftSection={<PlusIcon size={16} />} onClick={() => setCodes((c) => addCode(c, code))}>
                {moduleLabel(byCode.get(code)!, i18n.language)}
              </Button>
            ))}
          </Group>
        )}
      </Paper>
    </>
  );
}

type SortableTileProps = { module: ModuleInfo; language: string; removeLabel: string; onRemove: () => void };

function SortableTile({ module, language, removeLabel, onRemove }: SortableTileProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: module.backendCode });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined };
  return (
    <Box ref={setNodeRef} style={style} className={classes.tileWrap} data-testid={`module-${module.backendCode}`}>
      <Paper withBorder className={`${classes.tile} ${classes.editing}`} {...attributes} {...listeners}>
        <GripIcon size={16} className={classes.grip} />
        <ModuleTileBody module={module} language={language} />
        <ActionIcon
          size="sm"
          color="red"
          variant="filled"
          radius="xl"
          className={classes.remove}
          aria-label={removeLabel}
          onPointerDown={(e) => e.stopPropagation()}
          onClick={onRemove}
        >
          <CloseIcon size={12} />
        </ActionIcon>
      </Paper>
    </Box>
  );
}
