/** The code of a successful answer; the SPEC also accepts the string "success" from other servers. */
export declare const SUCCESS_CODE: 200;
/** The answer shape of every call (SPEC §3). */
export interface Envelope<T = unknown> {
    success: boolean;
    code: number | string;
    msg: string;
    data: T;
    extraInfo?: unknown;
}
/** A paged list as every list route answers it (SPEC §3). */
export interface Paged<T> {
    rows: T[];
    pageIndex: number;
    pageSize: number;
    totalCount: number;
    totalPages: number;
    hasPreviousPage: boolean;
    hasNextPage: boolean;
}
/** Largest page a list route serves; the client's page-size choices stay within it. */
export declare const MAX_PAGE_SIZE = 100;
/** Lists are paged from 1; SPEC §2's chat history loads 20 per page. */
export declare const DEFAULT_PAGE_SIZE = 20;
/** Longest search keyword a list route accepts. */
export declare const KEYWORD_MAX = 100;
/** A page of `rows` with the derived fields, as the server builds it. */
export declare function paged<T>(rows: T[], pageIndex: number, pageSize: number, totalCount: number): Paged<T>;
/** Action permissions a role holds on a menu (SPEC §2 `meta.permission`). */
export declare const PERMISSION_ACTIONS: readonly ["add", "edit", "delete", "view"];
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];
/** Route `component` markers: the main layout, and a pass-through parent ('##' for a nested directory). */
export declare const LAYOUT_MARKER = "#";
export declare const PARENT_MARKER = "##";
