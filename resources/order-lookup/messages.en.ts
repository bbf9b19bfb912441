/** The top bar's order lookup: loaded with the field, after the first visit. */
export const messages = {
    oms: {
        appbar: {
            order_lookup: {
                label: 'Find an order',
                placeholder: 'Order, shipping no., phone, e-mail ( / )',
                searching: 'Finding the order…',
                none: 'No order matches "%{value}"',
            },
        },
    },
};
