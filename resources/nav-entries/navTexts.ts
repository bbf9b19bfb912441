/** The header navigation's texts, shared by the website's header (nav-entries) and the online store's (store-nav-entries). */
export const navTextsEn = {
    fields: {
        sort: 'Order',
        name: 'Name',
        level: 'Level',
        parentId: 'Menu',
        linkUrl: 'Link',
        image: 'Image',
        tag: 'Tag',
        openInNewTab: 'Open in a new tab',
        status: 'Status',
        updateTime: 'Update time',
    },
    choices: {
        level: { menu: 'Level-1 menu', entry: 'Level-2 entry' },
        tag: { none: 'None', new: 'New', hot: 'Hot' },
        status: { online: 'Online', offline: 'Offline' },
    },
    validation: {
        entry_link: 'A level-2 entry needs a link',
        two_levels: 'An entry goes under a level-1 menu: the header has two levels',
        menu_has_entries: 'This menu has entries under it: move them first',
    },
    tree: {
        title: 'Header navigation',
        add_menu: 'Add menu',
        add_entry: 'Add entry',
        selected: 'Selected: %{name}',
        hint: 'Choose a menu in the tree to add an entry under it, edit it or put it online or offline.',
        empty: 'No navigation yet.',
        no_parent: 'None (level-1 menu)',
        create_title: 'New navigation item',
        edit_title: 'Edit navigation item',
    },
};

export const navTextsZh = {
    fields: {
        sort: '顺序',
        name: '名称',
        level: '层级',
        parentId: '所属菜单',
        linkUrl: '链接',
        image: '图片',
        tag: '标签',
        openInNewTab: '新标签页打开',
        status: '状态',
        updateTime: '更新时间',
    },
    choices: {
        level: { menu: '一级菜单', entry: '二级入口' },
        tag: { none: '无', new: '新品', hot: '热卖' },
        status: { online: '上线', offline: '下线' },
    },
    validation: {
        entry_link: '二级入口需要填写链接',
        two_levels: '入口只能放在一级菜单下：导航只有两级',
        menu_has_entries: '该菜单下还有入口，请先移走',
    },
    tree: {
        title: '顶部导航',
        add_menu: '新增菜单',
        add_entry: '新增入口',
        selected: '已选：%{name}',
        hint: '在导航树中选择一个菜单，可在其下新增入口、编辑或上线/下线。',
        empty: '暂无导航。',
        no_parent: '无（一级菜单）',
        create_title: '新增导航项',
        edit_title: '编辑导航项',
    },
};

