import { ResourceContextProvider } from 'react-admin';
import { KitContext } from '../kit/KitContext';
import { entry } from './entry';
import { description, rules } from './index';
import { ProductCardPage } from './views';

/** The static card's page (/cms/product-list/editStatic?id=…): the card's record page in the resource's kit context. */
const StaticCardPage = () => (
    <ResourceContextProvider value={entry.collection}>
        <KitContext.Provider value={{ entry, description, rules }}>
            <ProductCardPage />
        </KitContext.Provider>
    </ResourceContextProvider>
);

export default StaticCardPage;
