/** The resource kit's own texts (keys under resources.kit), in English. */
export const kitEn = {
    resources: {
        kit: {
            actions: 'Actions',
            breadcrumbs: 'Breadcrumbs',
            back_to_list: 'Back to the list',
            not_found: 'This record does not exist, or it has been deleted.',
            missing_reference: 'Deleted record',
            confirm_status: 'Do you want to %{action} this record?',
            enable: 'Enable',
            disable: 'Disable',
            filters: { from: 'From', to: 'To' },
            // The redirect block (resources/kit/redirect), the same on every content link.
            redirect: {
                type: 'Jump type',
                types: {
                    none: 'None',
                    h5: 'H5',
                    app_view: 'App view',
                    product_detail: 'Product detail',
                    browser_h5: 'Browser H5',
                    mini_program: 'Mini program',
                    deeplink: 'Deeplink',
                    immersive_page: 'Immersive page',
                },
                parts: {
                    Url: 'Link',
                    AppView: 'App view',
                    SpuId: 'SPU ID',
                    SkuId: 'SKU ID',
                    MiniAppId: 'Mini app ID',
                    MiniAppPath: 'Mini app path',
                    Deeplink: 'Deeplink',
                    PackageName: 'Package name',
                    PageId: 'Immersive page ID',
                },
                validation: { required: 'resource is required', wrong: 'Input is wrong' },
            },
            // The activity status model (resources/kit/activityStatus.ts), the same for every activity.
            activity: {
                status: { not_started: 'Not yet started', in_progress: 'In progress', paused: 'Paused', ended: 'Ended' },
                actions: { view: 'View', edit: 'Edit', pause: 'Pause', restart: 'Restart', end: 'End', delete: 'Delete', copy: 'Copy' },
                confirm: {
                    pause: 'Pause "%{name}"? It stops until it is restarted.',
                    restart: 'Restart "%{name}"? It runs again within its time range.',
                    end: 'End "%{name}"? An ended activity cannot be restarted.',
                    delete: 'Delete "%{name}"? This cannot be undone.',
                    copy: 'Copy "%{name}" as a new activity?',
                },
                refused: {
                    view: 'This activity cannot be viewed',
                    edit: 'Only an activity not yet started or paused can be edited',
                    pause: 'Only an activity in progress can be paused',
                    restart: 'Only a paused activity can be restarted',
                    end: 'Only an activity in progress or paused can be ended',
                    delete: 'Only an activity not yet started or ended can be deleted',
                    copy: 'This activity cannot be copied',
                },
                validation: {
                    end_before_start: 'The end time must be after the start time',
                    status_by_action: 'The status changes only through the pause, restart and end actions',
                    not_editable: 'Only an activity not yet started or paused can be edited',
                },
            },
            preview: { frame: 'Preview of %{title}', open: 'Preview', close: 'Close preview' },
            draft: {
                restored: 'Your unsaved changes to this form were kept and are filled in again. Save them, or discard them.',
                discard: 'Discard changes',
            },
            validation: {
                unique: 'This value is already used by another record',
                parent_cycle: 'A record cannot be placed under itself or one of its own children',
                pincode: 'A pincode is six digits and does not start with 0',
                type: 'This value is not of the right kind for this field',
                link: 'Only an http(s) address or a path of this site (starting with /)',
                html_link: 'Links and pictures may point only to an http(s) address or a path of this site (starting with /): %{url}',
                unknown_field: 'This field is not part of the record',
                reference: 'No such record on this site',
            },
        },
    },
};
