import { Fragment, type ReactElement } from 'react';
import { Stack } from '@mui/material';
import { required, SelectInput, TextInput, useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { REDIRECT_MESSAGES, REDIRECT_PARTS, REDIRECT_TYPE_PARTS, REDIRECT_TYPES, redirectField, type RedirectType } from './redirect';

const TYPE_CHOICES = REDIRECT_TYPES.map(type => ({ id: type, name: `resources.kit.redirect.types.${type}` }));

/** A part the type requires: marked required (*), with the block's own message ('resource is required'). */
const REQUIRED_PART = [required(REDIRECT_MESSAGES.required)];

/**
 * The redirect block's inputs: the type, then only the inputs that type uses (redirect.ts says which). The whole
 * form's validator (the resource's rules with `redirectErrors`) puts 'resource is required' and 'Input is wrong'
 * at the input concerned.
 */
export const RedirectInput = ({ prefix }: { prefix: string }) => {
    // The type's value where the block sits: the form's root, or an item of a list of blocks (an app home version's
    // modules), whose inputs react-admin names `modules.2.jumpType`.
    const type = useWatch({ name: useSourceContext().getSource(redirectField(prefix, 'Type')) }) as RedirectType | undefined;
    const { parts, required: requiredParts } = (type && REDIRECT_TYPE_PARTS[type]) || REDIRECT_TYPE_PARTS.none;
    return (
        <Stack sx={{ width: '100%' }}>
            <SelectInput source={redirectField(prefix, 'Type')} label="resources.kit.redirect.type" choices={TYPE_CHOICES} fullWidth />
            {parts.map(part => (
                <TextInput
                    key={part}
                    source={redirectField(prefix, part)}
                    label={`resources.kit.redirect.parts.${part}`}
                    validate={requiredParts.includes(part) ? REQUIRED_PART : undefined}
                    fullWidth
                />
            ))}
        </Stack>
    );
};

/**
 * The KitForm `inputs` of a description with the block: the type's place shows the whole block, the parts' places
 * nothing (the block draws them).
 */
export const redirectInputs = (prefix: string): Record<string, ReactElement> => ({
    [redirectField(prefix, 'Type')]: <RedirectInput prefix={prefix} />,
    ...Object.fromEntries(REDIRECT_PARTS.map(part => [redirectField(prefix, part), <Fragment />])),
});
