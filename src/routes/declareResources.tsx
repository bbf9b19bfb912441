import type { JSXElementConstructor, ReactElement } from 'react';
import type { ResourceDefinition, ResourceDefinitions, ResourceProps } from 'react-admin';

/** A `<Resource>` element: react-admin reads its definition through its type's static registerResource. */
type ResourceElement = ReactElement<ResourceProps, JSXElementConstructor<ResourceProps> & { registerResource: (props: ResourceProps) => ResourceDefinition }>;

/**
 * The folders' resources, told to react-admin without handing it `<Resource>` children: their definitions (record
 * representation, icon, which views exist), exactly as react-admin registers them, from the first render; and, by
 * name, the elements that draw their react-admin paths (`/{collection}/*`, each the `<Resource>` element itself, which
 * leads to the spec's paths) among the routes within the layout (CatalogueRoutes), as react-admin would mount them.
 *
 * Why: react-admin registers `<Resource>` children in an effect after its first commit; an effect of its own then reads
 * the children again and, with them, unregisters every resource and registers it anew. That is ~500 state updates for
 * the app's ~160 resources, each copying every definition so far, and a render of everything that reads them: about
 * 100 ms of the main thread on every reload (traced), while the first list was being drawn.
 */
export const declareResources = (resources: readonly ReactElement[]) => {
    const elements = resources as readonly ResourceElement[];
    const definitions: ResourceDefinitions = Object.fromEntries(
        elements.map(resource => [resource.props.name, resource.type.registerResource(resource.props)]),
    );
    // Only a resource with views has react-admin paths; any other path under its name goes to /404, as a path no
    // resource has. Matched by name as react-router matches a path: case aside (CatalogueRoutes).
    const routes: ReadonlyMap<string, ReactElement<ResourceProps>> = new Map(
        elements
            .filter(({ props }) => props.list || props.create || props.edit || props.show)
            .map(resource => [resource.props.name.toLowerCase(), resource] as const),
    );
    return { definitions, routes };
};
