import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useGetList, useListContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { api } from '../../providers/httpClient';
import { GuardedButton } from '../../ui/GuardedButton';
import { useToast } from '../../ui/useToast';
import { useKit } from './KitContext';
import { handOrderPath } from './handOrder';
import { representRecord } from './representation';

/** One row of the order: dragged by its handle, with the pointer or (focused) the keyboard. */
const SortableRow = ({ id, name }: { id: string; name: string }) => {
    const translate = useTranslate();
    const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
    return (
        <ListItem
            ref={setNodeRef}
            sx={{ transform: CSS.Transform.toString(transform), transition, bgcolor: isDragging ? 'action.selected' : 'background.paper', borderBottom: 1, borderColor: 'divider' }}
            secondaryAction={
                <IconButton ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={translate('resources.kit.hand_order.handle', { name })} sx={{ cursor: 'grab' }}>
                    <DragIndicatorIcon />
                </IconButton>
            }
        >
            <ListItemText primary={name} />
        </ListItem>
    );
};

const MAX_GROUP = 500;

/** The dialog: the group's rows in their order, dragged into a new one, saved as one write. */
const HandOrderDialog = ({ scope, onClose }: { scope: Record<string, string>; onClose: () => void }) => {
    const { entry, description } = useKit();
    const order = description.actions!.handOrder!;
    const translate = useTranslate();
    const toast = useToast();
    const refresh = useRefresh();
    const { data } = useGetList(entry.collection, { filter: scope, sort: { field: order.field, order: 'ASC' }, pagination: { page: 1, perPage: MAX_GROUP } });
    // The order as dragged; until the first move, the group's order as stored.
    const [dragged, setRows] = useState<RaRecord[] | undefined>(undefined);
    const rows = dragged ?? data;
    const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
    const moved = (event: DragEndEvent) => {
        const { active, over } = event;
        if (!rows || !over || active.id === over.id) return;
        const from = rows.findIndex(row => String(row.id) === active.id);
        const to = rows.findIndex(row => String(row.id) === over.id);
        setRows(arrayMove(rows, from, to));
    };
    const save = async () => {
        if (!rows) return;
        try {
            await api.post(handOrderPath(entry.collection), { ids: rows.map(row => String(row.id)).join(','), ...scope }, { bodyType: 'json', notifySuccess: false });
            toast.success('resources.kit.hand_order.saved');
            refresh();
            onClose();
        } catch {
            // api.post has shown the refusal.
        }
    };
    const name = (row: RaRecord) => representRecord(entry, row);
    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="sm">
            <DialogTitle>{translate('resources.kit.hand_order.title')}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" sx={{ mb: 1 }}>
                    {translate('resources.kit.hand_order.hint')}
                </Typography>
                {rows && (
                    <DndContext
                        sensors={sensors}
                        collisionDetection={closestCenter}
                        onDragEnd={moved}
                        accessibility={{
                            screenReaderInstructions: { draggable: translate('resources.kit.hand_order.hint') },
                        }}
                    >
                        <SortableContext items={rows.map(row => String(row.id))} strategy={verticalListSortingStrategy}>
                            <List aria-label={translate('resources.kit.hand_order.title')}>
                                {rows.map(row => (
                                    <SortableRow key={row.id} id={String(row.id)} name={name(row)} />
                                ))}
                            </List>
                        </SortableContext>
                    </DndContext>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
                <GuardedButton variant="contained" onClick={save} disabled={!rows || rows.length === 0}>
                    {translate('ra.action.save')}
                </GuardedButton>
            </DialogActions>
        </Dialog>
    );
};

/**
 * The list's Reorder button (a description's `actions.handOrder`): the rows of the group the list is filtered to,
 * put in order by dragging. Without a value for a scope field in the filter, it says which to choose first.
 */
export const HandOrderButton = () => {
    const { entry, description } = useKit();
    const translate = useTranslate();
    const { filterValues } = useListContext();
    const [open, setOpen] = useState(false);
    const [missing, setMissing] = useState<string | undefined>(undefined);
    const fields = description.actions?.handOrder?.scope ?? [];
    const scope = Object.fromEntries(fields.map(field => [field, filterValues[field]]).filter(([, value]) => typeof value === 'string' && value !== '')) as Record<string, string>;
    const click = () => {
        const absent = fields.filter(field => !(field in scope));
        if (absent.length > 0) {
            setMissing(absent.map(field => translate(`resources.${entry.collection}.fields.${field}`)).join(', '));
            return;
        }
        setMissing(undefined);
        setOpen(true);
    };
    return (
        <>
            <Button size="small" startIcon={<SwapVertIcon />} onClick={click}>
                {translate('resources.kit.hand_order.button')}
            </Button>
            {missing && (
                <Alert severity="info" onClose={() => setMissing(undefined)} sx={{ py: 0 }}>
                    {translate('resources.kit.hand_order.scope_first', { fields: missing })}
                </Alert>
            )}
            {open && <HandOrderDialog scope={scope} onClose={() => setOpen(false)} />}
        </>
    );
};
