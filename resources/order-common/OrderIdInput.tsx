import { useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { Button, TextInput, required, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { ApiError } from '../../providers/httpClient';
import { lookUpOrder, type LookedUpOrder } from './orderLookup';

/** react-admin's own encoding of a field error with arguments (ValidationError reads it and translates). */
const errorWithArgs = (message: string, args: Record<string, unknown>) => `@@react-admin@@${JSON.stringify({ message, args })}`;

const REQUIRED = [required()];

export interface OrderIdInputProps {
    /** The resource whose texts name the input, the button and the unknown-order message. */
    collection: string;
    /** What the dialog takes from the order found (or undefined when the number is unknown or was changed). */
    onFound: (order: LookedUpOrder | undefined) => void;
    /** What the dialog says about the order found, under the input. */
    summary?: (order: LookedUpOrder) => ReactNode;
}

/**
 * The order number of a refund or a change, and "Find order": the order is looked up on the current site (also
 * when the input loses focus) and handed to the dialog, which fills what the rule needs (paid and refunded amounts,
 * the order's status). An unknown number is said at the input; everything typed stays.
 */
export const OrderIdInput = ({ collection, onFound, summary }: OrderIdInputProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const { getValues, setError, clearErrors } = useFormContext();
    const [found, setFound] = useState<LookedUpOrder>();
    const [loading, setLoading] = useState(false);
    const [looked, setLooked] = useState<string>();
    const find = async () => {
        const orderId = String(getValues('orderId') ?? '').trim();
        if (!orderId || orderId === looked) return;
        setLooked(orderId);
        setLoading(true);
        try {
            const order = await lookUpOrder(orderId);
            clearErrors('orderId');
            setFound(order);
            onFound(order);
        } catch (error) {
            setFound(undefined);
            onFound(undefined);
            if (error instanceof ApiError && error.kind === 'business') {
                setError('orderId', { type: 'server', message: errorWithArgs(`resources.${collection}.validation.unknown_order`, { orderId }) });
            } else if (!(error instanceof ApiError && error.kind === 'cancelled')) {
                setLooked(undefined);
                notify((error as Error).message, { type: 'error' });
            }
        } finally {
            setLoading(false);
        }
    };
    return (
        <Box sx={{ width: '100%' }}>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <TextInput
                    source="orderId"
                    validate={REQUIRED}
                    fullWidth
                    onBlur={() => void find()}
                    onChange={() => {
                        if (found) {
                            setFound(undefined);
                            onFound(undefined);
                        }
                        setLooked(undefined);
                    }}
                    helperText={found && summary ? summary(found) : translate(`resources.${collection}.lookup.hint`)}
                />
                <Button label={`resources.${collection}.lookup.find`} onClick={() => void find()} disabled={loading} sx={{ mt: 1.5, flexShrink: 0 }}>
                    {loading ? <CircularProgress size={16} aria-hidden /> : <SearchIcon />}
                </Button>
            </Box>
        </Box>
    );
};
