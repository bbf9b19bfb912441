import { activityCommonEn } from '../activity-common/texts';

/** Locked user texts (resources.user-locks), in English. */
export const userLocksEn = {
    resources: {
        'user-locks': {
            name: 'Locked user |||| Locked users',
            fields: {
                userId: 'User ID',
                mobile: 'Mobile',
                email: 'E-mail',
                lockType: 'Locked from',
                reason: 'Reason',
                startTime: 'Lock time',
                endTime: 'Unlock time',
                status: 'Status',
                operator: 'Operator',
            },
            choices: {
                lockType: { order: 'Ordering', coupon: 'Coupons', activity: 'Activities', login: 'Sign-in' },
                reason: { risk_order: 'Risk order', scalping: 'Scalping', abnormal_refund: 'Abnormal refunds', manual: 'Manual' },
                status: { locked: 'Locked', unlocked: 'Unlocked' },
            },
            actions: { lock: 'Lock', unlock: 'Unlock' },
        },
    },
};

export { activityCommonEn };
