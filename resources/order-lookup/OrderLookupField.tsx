import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { LOOKUP_MAX_LENGTH, lookupFilter, lookupListPath, ORDER_COLLECTION, orderDetailPath } from './lookup';

/** `/` anywhere but in a field the user types in focuses the lookup. */
const typesText = (target: EventTarget | null) =>
    target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The top bar's order lookup field (loaded after the first visit, for users who may open an order's page): an order
 * number, shipping number, phone number or e-mail opens that order, or the order list filtered to the matches when
 * several orders share it; an unknown one says so. On the current site (the data provider's site headers); `/`
 * focuses it.
 */
const OrderLookupField = () => {
    const translate = useTranslate();
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const navigate = useNavigate();
    const input = useRef<HTMLInputElement>(null);
    const [value, setValue] = useState('');
    const [busy, setBusy] = useState(false);
    const label = translate('oms.appbar.order_lookup.label');

    useEffect(() => {
        const onKey = (event: KeyboardEvent) => {
            if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typesText(event.target)) return;
            event.preventDefault();
            input.current?.focus();
        };
        document.addEventListener('keydown', onKey);
        return () => document.removeEventListener('keydown', onKey);
    }, []);

    const submit = async (event: FormEvent) => {
        event.preventDefault();
        const filter = lookupFilter(value);
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
                notify('oms.appbar.order_lookup.none', { type: 'info', messageArgs: { value: value.trim() } });
                return;
            }
            setValue('');
            navigate(total === 1 ? orderDetailPath(data[0].id) : lookupListPath(filter));
        } catch (error) {
            notify(error instanceof Error ? error.message : String(error), { type: 'error' });
        } finally {
            setBusy(false);
        }
    };

    return (
        <Box
            component="form"
            role="search"
            aria-label={label}
            onSubmit={submit}
            sx={theme => ({
                display: { xs: 'none', md: 'flex' },
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                mr: 1,
                borderRadius: 1,
                // A darker tint of the bar: white text keeps AA contrast on it (a white tint of the brand blue falls below 4.5:1).
                bgcolor: alpha(theme.palette.common.black, 0.2),
            })}
        >
            <SearchIcon fontSize="small" aria-hidden />
            <InputBase
                inputRef={input}
                type="search"
                value={value}
                onChange={event => setValue(event.target.value)}
                placeholder={translate('oms.appbar.order_lookup.placeholder')}
                readOnly={busy}
                inputProps={{ 'aria-label': label, 'aria-keyshortcuts': '/', maxLength: LOOKUP_MAX_LENGTH, 'aria-busy': busy }}
                sx={{ color: 'inherit', width: { md: 200, lg: 280 }, fontSize: '0.875rem' }}
            />
            {busy && <CircularProgress size={16} color="inherit" aria-label={translate('oms.appbar.order_lookup.searching')} />}
        </Box>
    );
};

export default OrderLookupField;
