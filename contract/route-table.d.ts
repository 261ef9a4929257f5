import type { MenuMeta } from './routes.ts';
import { type PermissionAction } from './wire.ts';
/** The roles the database is seeded with, in seed order (the order `meta.roles` lists them in). */
export declare const SEEDED_ROLES: readonly ["SuperAdministrator", "Administrator", "Auditor", "Customer"];
export type SeededRole = (typeof SEEDED_ROLES)[number];
/** Seeded role → granted actions. */
export type Grants = Partial<Record<SeededRole, readonly PermissionAction[]>>;
/**
 * One login-required screen (a menu), with paths relative to its parent as a menu row stores them.
 * The rest is derived (route-tree.ts): the title key router.<name>, the component (the main layout
 * '#' at the top or a parent layout '##' below for a screen without a page of its own, else the
 * view key: the full path without '/'), and the redirect of a layout (its first page).
 */
export interface Screen {
    readonly path: string;
    /** Fixed for a built-in menu: grants are checked on it, views and links find it by it. */
    readonly name: string;
    /** Where a screen without a page goes when it is not its first page. */
    readonly redirect?: string;
    readonly meta?: Omit<MenuMeta, 'title' | 'titleEn'>;
    /** The actions an admin may grant on the menu; every action unless listed. */
    readonly actions?: readonly PermissionAction[];
    /** Seeded grants; a screen without its own takes its parent's. */
    readonly grants?: Grants;
    /**
     * The client's own route maps (front-end and static modes) limit the screen to the roles it is
     * granted, as the server's routes always do; other screens stay open there, so that a role made
     * in the permission matrix reaches what the server grants it.
     */
    readonly guardRoles?: true;
    readonly children?: readonly Screen[];
}
/**
 * The login-required screens, in menu order: the server seeds its menus from this table and the
 * client builds its front-end and static route maps, its paths and its views from it. The public
 * pages (/, /redirect, /login, /404, /UserAgreement, /PrivacyPolicy, the previews) stay in the client.
 */
export declare const SCREENS: readonly [{
    readonly path: "/ai-guide";
    readonly name: "AiGuide";
    readonly meta: {
        readonly hidden: true;
        readonly noTagsView: true;
        readonly icon: "vi-bi:compass";
    };
    readonly grants: {
        readonly Customer: readonly ["view"];
        readonly Auditor: readonly ["add", "edit", "delete", "view"];
        readonly SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        readonly Administrator: readonly ["add", "edit", "delete", "view"];
    };
}, {
    readonly path: "/personal";
    readonly name: "Personal";
    readonly meta: {
        readonly hidden: true;
        readonly icon: "vi-bi:person-circle";
    };
    readonly grants: {
        readonly SuperAdministrator: readonly ["view", "edit"];
        readonly Administrator: readonly ["view", "edit"];
        readonly Auditor: readonly ["view", "edit"];
        readonly Customer: readonly ["view", "edit"];
    };
    readonly children: readonly [{
        readonly path: "personal-center";
        readonly name: "PersonalCenter";
        readonly meta: {
            hidden: boolean;
            canTo: boolean;
            noCache: boolean;
        };
    }];
}, {
    readonly path: "/placeAnOrder";
    readonly name: "PlaceAnOrder";
    readonly redirect: "/ai-guide";
    readonly meta: {
        readonly hidden: true;
        readonly noTagsView: true;
    };
    readonly grants: {
        readonly Customer: readonly ["view"];
        readonly Auditor: readonly ["add", "edit", "delete", "view"];
        readonly SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        readonly Administrator: readonly ["add", "edit", "delete", "view"];
    };
}, {
    readonly path: "/ai-quote";
    readonly name: "AiQuote";
    readonly meta: {
        readonly icon: "vi-bi:chat-dots";
    };
    readonly grants: {
        Customer: readonly ["add", "edit", "delete", "view"];
        Auditor: readonly ["add", "edit", "delete", "view"];
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "quote";
        readonly name: "AiQuoteNew";
        readonly meta: {
            readonly process: false;
            readonly icon: "vi-bi:chat-dots";
        };
    }];
}, {
    readonly path: "/ai-auto";
    readonly name: "AiAuto";
    readonly meta: {
        readonly icon: "vi-bi:diagram-3";
    };
    readonly grants: {
        Customer: readonly ["add", "edit", "delete", "view"];
        Auditor: readonly ["add", "edit", "delete", "view"];
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "process";
        readonly name: "AiAutoProcess";
        readonly meta: {
            readonly process: true;
            readonly icon: "vi-bi:diagram-3";
        };
    }];
}, {
    readonly path: "/quote-order";
    readonly name: "QuoteOrder";
    readonly meta: {
        readonly icon: "vi-bi:receipt";
    };
    readonly grants: {
        readonly Customer: readonly ["view", "add", "edit"];
        readonly Auditor: readonly ["add", "edit", "delete", "view"];
        readonly SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        readonly Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "manage";
        readonly name: "QuoteOrderManage";
        readonly meta: {
            readonly icon: "vi-bi:receipt";
        };
    }, {
        readonly path: "detail";
        readonly name: "QuoteOrderDetail";
        readonly meta: {
            readonly activeMenu: "/quote-order/manage";
            readonly hidden: boolean;
            readonly canTo: boolean;
            readonly noCache: boolean;
        };
    }, {
        readonly path: "compare";
        readonly name: "QuoteOrderCompare";
        readonly meta: {
            readonly activeMenu: "/quote-order/manage";
            readonly hidden: boolean;
            readonly canTo: boolean;
            readonly noCache: boolean;
        };
    }, {
        readonly path: "products";
        readonly name: "QuoteOrderProducts";
        readonly meta: {
            readonly icon: "vi-bi:box-seam";
        };
    }, {
        readonly path: "statistics";
        readonly name: "QuoteOrderStatistics";
        readonly meta: {
            readonly icon: "vi-bi:graph-up";
        };
        readonly grants: {
            Auditor: readonly ["add", "edit", "delete", "view"];
            SuperAdministrator: readonly ["add", "edit", "delete", "view"];
            Administrator: readonly ["add", "edit", "delete", "view"];
        };
    }];
}, {
    readonly path: "/quote-config";
    readonly name: "QuoteConfig";
    readonly meta: {
        readonly icon: "vi-bi:sliders";
    };
    readonly grants: {
        Auditor: readonly ["add", "edit", "delete", "view"];
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "manage";
        readonly name: "QuoteConfigManage";
        readonly meta: {
            readonly icon: "vi-bi:sliders";
        };
    }, {
        readonly path: "detail";
        readonly name: "QuoteConfigDetail";
        readonly meta: {
            readonly parentTitle: "router.quoteConfig";
            readonly activeMenu: "/quote-config/manage";
            readonly hidden: boolean;
            readonly canTo: boolean;
            readonly noCache: boolean;
        };
    }];
}, {
    readonly path: "/cost-maintenance";
    readonly name: "CostMaintenance";
    readonly meta: {
        readonly icon: "vi-bi:coin";
        readonly alwaysShow: true;
    };
    readonly grants: {
        Auditor: readonly ["add", "edit", "delete", "view"];
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "machine";
        readonly name: "MachineCost";
    }, {
        readonly path: "material";
        readonly name: "MaterialCost";
    }, {
        readonly path: "process";
        readonly name: "ProcessCost";
    }, {
        readonly path: "surface";
        readonly name: "SurfaceCost";
    }, {
        readonly path: "other";
        readonly name: "OtherCost";
    }, {
        readonly path: "pmi";
        readonly name: "PmiMaintenance";
    }, {
        readonly path: "blank";
        readonly name: "BlankMaintenance";
    }];
}, {
    readonly path: "/process-manage";
    readonly name: "ProcessManage";
    readonly meta: {
        readonly icon: "vi-bi:tools";
        readonly alwaysShow: true;
    };
    readonly grants: {
        Auditor: readonly ["add", "edit", "delete", "view"];
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly children: readonly [{
        readonly path: "craft";
        readonly name: "ProcessCraft";
    }, {
        readonly path: "equipment";
        readonly name: "ProcessEquipment";
    }, {
        readonly path: "tool";
        readonly name: "ProcessTool";
    }];
}, {
    readonly path: "/admin";
    readonly name: "Admin";
    readonly meta: {
        readonly icon: "vi-bi:kanban";
    };
    readonly grants: {
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly guardRoles: true;
    readonly children: readonly [{
        readonly path: "manage";
        readonly name: "AdminManage";
        readonly meta: {
            readonly icon: "vi-bi:kanban";
        };
    }, {
        readonly path: "detail";
        readonly name: "AdminDetail";
        readonly meta: {
            readonly activeMenu: "/admin/manage";
            readonly hidden: boolean;
            readonly canTo: boolean;
            readonly noCache: boolean;
        };
    }, {
        readonly path: "chatHistoryDetail";
        readonly name: "AdminChatHistoryDetail";
        readonly meta: {
            readonly activeMenu: "/admin/manage";
            readonly hidden: boolean;
            readonly canTo: boolean;
            readonly noCache: boolean;
        };
    }];
}, {
    readonly path: "/system";
    readonly name: "SystemManage";
    readonly meta: {
        readonly icon: "vi-bi:people";
        readonly alwaysShow: true;
    };
    readonly grants: {
        SuperAdministrator: readonly ["add", "edit", "delete", "view"];
        Administrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly guardRoles: true;
    readonly children: readonly [{
        readonly path: "user";
        readonly name: "UserManage";
    }, {
        readonly path: "role";
        readonly name: "RoleManage";
    }, {
        readonly path: "menu";
        readonly name: "MenuManage";
    }, {
        readonly path: "department";
        readonly name: "DepartmentManage";
    }, {
        readonly path: "audit-log";
        readonly name: "AuditLog";
        readonly meta: {
            readonly icon: "vi-bi:journal-text";
        };
    }];
}, {
    readonly path: "/permissionManage";
    readonly name: "PermissionManage";
    readonly meta: {
        readonly icon: "vi-bi:shield-lock";
        readonly alwaysShow: true;
    };
    readonly grants: {
        readonly SuperAdministrator: readonly ["add", "edit", "delete", "view"];
    };
    readonly guardRoles: true;
    readonly children: readonly [{
        readonly path: "user";
        readonly name: "PermissionManageUser";
        readonly children: readonly [{
            readonly path: "permission-manage";
            readonly name: "PermissionManagePage";
        }];
    }];
}];
type NamesOf<T> = T extends readonly (infer S)[] ? S extends {
    name: infer N extends string;
} ? N | (S extends {
    children: infer C;
} ? NamesOf<C> : never) : never : never;
type PagesOf<T> = T extends readonly (infer S)[] ? S extends {
    children: infer C;
} ? PagesOf<C> : S extends {
    redirect: string;
} ? never : S extends {
    name: infer N extends string;
} ? N : never : never;
/** The name of a screen of the table: a typo is a type error. */
export type ScreenName = NamesOf<typeof SCREENS>;
/** The name of a screen with a page of its own (neither children nor a redirect). */
export type PageName = PagesOf<typeof SCREENS>;
export {};
