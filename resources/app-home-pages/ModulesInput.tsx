import { useMemo, type ReactElement, type ReactNode } from 'react';
import { ArrayInput, SimpleFormIterator, SourceContextProvider, useSourceContext } from 'react-admin';
import { inputFor } from '../kit/fields';
import { MODULE_INPUTS } from '../app-home-modules/views';
import { MODULE_FIELDS } from './rules';

const MODULE_COLLECTION = 'app-home-modules';

/**
 * A module's input inside the version's list: named as react-admin names it there (`modules.2.title`), labelled as
 * the V1 home module's field (`resources.app-home-modules.fields.title`), not as a field of the version.
 */
const AsHomeModule = ({ children }: { children: ReactNode }) => {
    const item = useSourceContext();
    const context = useMemo(() => ({ getSource: item.getSource, getLabel: (source: string) => `resources.${MODULE_COLLECTION}.fields.${source}` }), [item]);
    return <SourceContextProvider value={context}>{children}</SourceContextProvider>;
};

/** The V1 module form's inputs, in its order: its own for the redirect block and each type's parts, the kit's for the rest. */
const MODULE_ELEMENTS: readonly ReactElement[] = MODULE_FIELDS.map(field => (
    <AsHomeModule key={field.source}>{MODULE_INPUTS[field.source] ?? inputFor(MODULE_COLLECTION, field)}</AsHomeModule>
));

/**
 * The version's modules, top to bottom as the app draws them: added, removed and moved here, each with the V1 home
 * module's inputs and rules (a rule's text shows at the module's own input).
 */
export const ModulesInput = () => (
    <ArrayInput source="modules" label={false}>
        <SimpleFormIterator fullWidth getItemLabel={index => `${index + 1}`}>
            {MODULE_ELEMENTS}
        </SimpleFormIterator>
    </ArrayInput>
);
