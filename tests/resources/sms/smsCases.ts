/**
 * The messaging rules' cases, shared by the validator tests (smsRules.test.ts) and the mock's
 * (tests/mock-server/sms.test.ts): a valid template and each bad input with the field and the exact English text.
 */
export const VALID_SMS_TEMPLATE: Readonly<Record<string, unknown>> = {
    templateCode: 'SMS_SHIPPED_EN_T1',
    templateName: 'Order shipped (test)',
    channel: 'sms',
    scenario: 'shipped',
    language: 'en',
    title: '',
    content: 'Hi {name}, order {orderId} has shipped. Track it: {link}',
    variables: 'name, orderId, link',
    sampleValues: { name: 'Priya', orderId: 'IN2611040001', link: 'https://nova.example/t/8K2' },
    senderId: 'NOVAIN',
    dltTemplateId: '1107161234567890123',
    status: 'enabled',
};

/** [what, change to the valid template, the field refused, the text]. */
export const BAD_SMS_TEMPLATES: readonly (readonly [string, Record<string, unknown>, string, string])[] = [
    ['a variable used but not declared', { content: 'Hi {name}, order {orderId} ships on {date}. {link}' }, 'content', 'Variable {date} is used but not declared'],
    ['a variable declared but not used', { variables: 'name, orderId, link, courier' }, 'variables', 'Variable "courier" is declared but not used'],
    ['a variable name that starts with a digit', { variables: 'name, orderId, link, 2fa' }, 'variables', 'Variable "2fa" must start with a letter and hold only letters, digits and _'],
    ['a sample value for no variable', { sampleValues: { name: 'Priya', awb: '1490218837461' } }, 'sampleValues', 'Sample value "awb" is not a declared variable'],
    ['an SMS without a sender ID', { senderId: '' }, 'senderId', 'An SMS needs a sender ID'],
    ['a sender ID of two letters', { senderId: 'NV' }, 'senderId', 'A sender ID is 3 to 11 letters or digits'],
    ['a DLT ID of 18 digits', { dltTemplateId: '110716123456789012' }, 'dltTemplateId', 'A DLT template ID is 19 digits'],
    ['an SMS of seven parts', { content: `{name} {orderId} {link} ${'A'.repeat(1000 - 24)}`, sampleValues: { name: 'Priya', orderId: 'IN1', link: 'x' } }, 'content', 'This message is 7 SMS parts; the most is 6'],
    ['a push without a title', { channel: 'push', senderId: '', dltTemplateId: '' }, 'title', 'A push or an e-mail needs a title'],
    ['a title with an undeclared variable', { channel: 'push', title: '{model} is back' }, 'title', 'Variable {model} is used but not declared'],
];

/** [what, change] the validator accepts. */
export const GOOD_SMS_CHANGES: readonly (readonly [string, Record<string, unknown>])[] = [
    ['no variables at all', { content: 'Your order has shipped.', variables: '', sampleValues: null }],
    ['variables declared one a line, with braces', { variables: '{name}\n{orderId}\n{link}' }],
    ['a push with a title and no sender', { channel: 'push', title: 'Shipped, {name}', senderId: '', dltTemplateId: '' }],
    ['an SMS without a DLT ID (outside India)', { dltTemplateId: '' }],
    ['a Hindi SMS of two Unicode parts', { content: `{name} {orderId} {link} ${'आ'.repeat(100)}` }],
];
