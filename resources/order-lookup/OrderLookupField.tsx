import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, type Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LOOKUP_MAX_LENGTH, lookupFilter, lookupListPath, ORDER_COLLECTION, orderDetailPath } from './lookup';

/** `/` anywhere but in a field the user types in opens the lookup. */
const typesText = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** From xl (1536 px) the field sits in the bar; below, the bar has no room beside the sibling apps: a button opens it. */
const isWide = (theme: Theme) => theme.breakpoints.up('xl');

/** Finds what was typed: none (a message), one (its page) or several (the order list filtered to them). */
const useLookup = (onFound: () => void) => {
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const navigate = useNavigate();
    const [busy, setBusy] = useState(false);
    const find = async (typed: string) => {
        const filter = lookupFilter(typed);
        if (!filter || busy) return;
        setBusy(true);
        try {
            // The order list's own call (its site and data type), one row: enough to tell none, one or several.
            const { data, total } = await dataProvider.getList(ORDER_COLLECTION, {
                filter,
                pagination: { page: 1, perPage: 1 },
                sort: { field: 'orderTime', order: 'DESC' },
            });
            if (!total || !data[0]) {
                notify('oms.appbar.order_lookup.none', { type: 'info', messageArgs: { value: typed.trim() } });
                return;
            }
            onFound();
            navigate(total === 1 ? orderDetailPath(data[0].id) : lookupListPath(filter));
        } catch (error) {
            notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        } finally {
            setBusy(false);
        }
    };
    return { find, busy };
};

/**
 * The top bar's order lookup field (loaded after the first visit, for users who may open an order's page): an order
 * number, shipping number, phone number or e-mail opens that order, or the order list filtered to the matches when
 * several orders share it; an unknown one says so. On the current site (the data provider's site headers); `/`
 * opens it.
 */
const OrderLookupField = () => {
    const translate = useTranslate();
    const wide = useMediaQuery(isWide, { noSsr: true });
    const input = useRef<HTMLInputElement>(null);
    const button = useRef<HTMLButtonElement>(null);
    const [value, setValue] = useState('');
    const [open, setOpen] = useState(false);
    const { find, busy } = useLookup(() => {
        setValue('');
        setOpen(false);
    });
    const label = translate('oms.appbar.order_lookup.label');

    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typesText(event.target)) return;
            event.preventDefault();
            if (wide) input.current?.focus();
            else setOpen(true);
        };
        document.addEventListener('keydown', onKey);
        return () => document.removeEventListener('keydown', onKey);
    }, [wide]);

    const submit = (event: FormEvent) => {
        event.preventDefault();
        void find(value);
    };

    const form = (
        <Box
            component="form"
            role="search"
            aria-label={label}
            onSubmit={submit}
            sx={theme => ({
                display: 'flex',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                py: wide ? 0 : 1,
                mr: wide ? 1 : 0,
                borderRadius: 1,
                // In the bar, a darker tint of it: white text keeps AA contrast (a white tint of the brand blue falls below 4.5:1).
                bgcolor: wide ? alpha(theme.palette.common.black, 0.2) : undefined,
            })}
        >
            <SearchIcon fontSize="small" aria-hidden />
            <InputBase
                inputRef={input}
                type="search"
                autoFocus={!wide}
                value={value}
                onChange={event => setValue(event.target.value)}
                placeholder={translate('oms.appbar.order_lookup.placeholder')}
                readOnly={busy}
                inputProps={{ 'aria-label': label, 'aria-keyshortcuts': '/', maxLength: LOOKUP_MAX_LENGTH, 'aria-busy': busy }}
                sx={{ color: 'inherit', width: 260, fontSize: '0.875rem' }}
            />
            {busy && <CircularProgress size={16} color="inherit" aria-label={translate('oms.appbar.order_lookup.searching')} />}
        </Box>
    );

    if (wide) return form;
    return (
        <>
            <Tooltip title={label}>
                <IconButton ref={button} color="inherit" aria-label={label} aria-keyshortcuts="/" aria-expanded={open} onClick={() => setOpen(true)}>
                    <SearchIcon />
                </IconButton>
            </Tooltip>
            <Popover
                open={open}
                anchorEl={() => button.current!}
                onClose={() => setOpen(false)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            >
                {form}
            </Popover>
        </>
    );
};

export default OrderLookupField;
