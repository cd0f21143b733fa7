import { useState } from 'react';
import { ActionIcon, Box, Button, Container, Group, Paper, SimpleGrid, Text, Title, Tooltip } from '@mantine/core';
import { notify } from '@/ui/notify';
import { DndContext, PointerSensor, KeyboardSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, rectSortingStrategy, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { editModuleList } from '@/api/account';
import { ApiError } from '@/api/api-error';
import { useModules, useProfile } from '@/db/mirrors/profile';
import { profileHasCart } from '@/domain/account/user-types';
import { saveModules, getUserId } from '@/db/session';
import type { ModuleInfo } from '@/domain/account/user-info';
import { useOnline } from '@/sync/network';
import { CheckIcon, CloseIcon, GripIcon, PencilIcon, PlusIcon } from '@/ui/icons';
import { moduleLabel } from '../layout/app-header';
import { addCode, moveCode, remainingCodes, removeCode } from './module-list-edit';
import classes from './home-page.module.css';

/** The module grid of /home with its edit mode: remove, drag to reorder, add, save (spec 1 §2). */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const modules = useModules();
  const profile = useProfile();
  const online = useOnline();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  if (!modules) return null;
  const byCode = new Map<string, ModuleInfo>(modules.role_modules.concat(modules.list).map((m) => [m.backendCode, m]));
  const editing = draft !== null;
  const codes = draft ?? modules.list.map((m) => m.backendCode);
  const remaining = remainingCodes(
    modules.role_modules.map((m) => m.backendCode),
    codes,
  );

  const onDragEnd = (e: DragEndEvent) => {
    if (e.over && draft) setDraft(moveCode(draft, String(e.active.id), String(e.over.id)));
  };

  const finish = async () => {
    if (!draft) return;
    if (!online) {
      notify.warning(t('home.saveNeedsNetwork'));
      return;
    }
    setSaving(true);
    try {
      const saved = await editModuleList(draft);
      const userId = getUserId();
      if (userId !== null) await saveModules(userId, saved);
      setDraft(null);
      notify.success(t('home.saved'), { autoClose: 3000 });
    } catch (err) {
      notify.error(err instanceof ApiError ? err.message : t('home.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Title order={2}>{t('home.title')}</Title>
        {editing ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDraft(null)} leftSection={<CloseIcon size={16} />}>
              {t('actions.cancel')}
            </Button>
            <Button onClick={() => void finish()} loading={saving} leftSection={<CheckIcon size={16} />} data-testid="home-finish">
              {t('home.finish')}
            </Button>
          </Group>
        ) : (
          <Tooltip label={t('home.edit')}>
            <ActionIcon variant="light" size="lg" aria-label={t('home.edit')} onClick={() => setDraft(codes)} data-testid="home-edit">
              <PencilIcon />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>

      {codes.length === 0 && !editing && <Text c="dimmed">{t('home.empty')}</Text>}

      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={codes} strategy={rectSortingStrategy}>
          <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 5 }} spacing="md">
            {codes.map((code) => {
              const m = byCode.get(code);
              if (!m) return null;
              return (
                <ModuleTile
                  key={code}
                  module={m}
                  label={moduleLabel(m, i18n.language)}
                  editing={editing}
                  removeLabel={t('home.remove', { name: moduleLabel(m, i18n.language) })}
                  onRemove={() => setDraft((d) => removeCode(d ?? codes, code))}
                />
              );
            })}
          </SimpleGrid>
        </SortableContext>
      </DndContext>

      {!editing && profile && profileHasCart(profile) && !profile.staff_of && (
        // Spec 3 §1: the ordering conference is reached from home, though it has no module code to
        // assign (and so stays the owner's own: a staff login cannot be granted it).
        <Group mt="xl" gap="sm">
          <Text size="sm" c="dimmed">
            {t('home.other')}
          </Text>
          <Button component={Link} to="/home/ordering-conference" variant="light" size="xs" data-testid="home-ordering-conference">
            {t('nav.orderingConference')}
          </Button>
        </Group>
      )}

      {editing && (
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
              {remaining.map((code) => {
                const m = byCode.get(code)!;
                return (
                  <Button key={code} variant="light" leftSection={<PlusIcon size={16} />} onClick={() => setDraft((d) => addCode(d ?? codes, code))}>
                    {moduleLabel(m, i18n.language)}
                  </Button>
                );
              })}
            </Group>
          )}
        </Paper>
      )}
    </Container>
  );
}

type ModuleTileProps = { module: ModuleInfo; label: string; editing: boolean; removeLabel: string; onRemove: () => void };

function ModuleTile({ module, label, editing, removeLabel, onRemove }: ModuleTileProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: module.backendCode, disabled: !editing });
  const style = { transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 2 : undefined };
  const body = (
    <>
      <img src={module.imgUrl} alt="" width={48} height={48} className={classes.icon} />
      <Text fw={600} size="sm" ta="center">
        {label}
      </Text>
    </>
  );
  return (
    <Box ref={setNodeRef} style={style} className={classes.tileWrap} data-testid={`module-${module.backendCode}`}>
      {editing ? (
        <Paper withBorder className={`${classes.tile} ${classes.editing}`} {...attributes} {...listeners}>
          <GripIcon size={16} className={classes.grip} />
          {body}
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
      ) : (
        <Paper withBorder component={Link} to={`/home/${module.path}`} className={classes.tile}>
          {body}
        </Paper>
      )}
    </Box>
  );
}
