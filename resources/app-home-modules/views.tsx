import type { ReactElement, ReactNode } from 'react';
import { useSourceContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { KitList } from '../kit/KitList';
import { inputFor } from '../kit/fields';
import { redirectInputs } from '../kit/redirect/RedirectInput';
import type { ResourceViews } from '../kit/types';
import { LIVE_NOW_COLUMNS } from '../app-common/LiveNowColumn';
import { description } from './index';
import { REDIRECT_PREFIX, TYPE_PARTS } from './rules';

/** An input the chosen module type uses (rules.ts TYPE_PARTS), hidden for the others: the server clears what it keeps not. */
const ShownFor = ({ source, children }: { source: string; children: ReactNode }) => {
    // The module's own type: at the form's root here, in its item of the list in a V2 home version (app-home-pages).
    const type = useWatch({ name: useSourceContext().getSource('moduleType') }) as string | undefined;
    return type !== undefined && TYPE_PARTS[source]?.includes(type) ? children : null;
};

const typeInputs: Record<string, ReactElement> = Object.fromEntries(
    description.fields
        .filter(field => field.source in TYPE_PARTS)
        // These inputs are text and references: the collection (for enum choices) does not change them, so the mini
        // program's home, which shares these views, draws the same.
        .map(field => [field.source, <ShownFor source={field.source}>{inputFor('app-home-modules', field)}</ShownFor>]),
);

/** The module form's own inputs by field: the redirect block, and each type's parts shown for that type only. */
export const MODULE_INPUTS: Readonly<Record<string, ReactElement>> = { ...redirectInputs(REDIRECT_PREFIX), ...typeInputs };

/** The kit's list with the "Now" column; its dialog draws the redirect block and only the module type's own inputs. */
const HomeModuleList = () => <KitList dialogInputs={MODULE_INPUTS} columnsAfter={LIVE_NOW_COLUMNS} />;

const views: Partial<ResourceViews> = { list: HomeModuleList };

export default views;
