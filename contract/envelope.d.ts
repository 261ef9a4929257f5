import { z } from 'zod';
export { DEFAULT_PAGE_SIZE, KEYWORD_MAX, MAX_PAGE_SIZE, SUCCESS_CODE, paged, type Envelope, type Paged, } from './wire.ts';
/** Response schema of a successful answer carrying `data`. */
export declare function envelopeOf<T extends z.ZodType>(data: T): z.ZodObject<{
    success: z.ZodLiteral<true>;
    code: z.ZodLiteral<200>;
    msg: z.ZodString;
    data: T;
    extraInfo: z.ZodNullable<z.ZodUnknown>;
}, z.core.$strip>;
/** Response schema of every failure (validation, auth, not found, conflict, rate limit, server error). */
export declare const errorEnvelope: z.ZodObject<{
    success: z.ZodLiteral<false>;
    code: z.ZodNumber;
    msg: z.ZodString;
    data: z.ZodNull;
    extraInfo: z.ZodNullable<z.ZodUnknown>;
}, z.core.$strip>;
/** Response schema of a page of `row`. */
export declare const pagedOf: <T extends z.ZodType>(row: T) => z.ZodObject<{
    rows: z.ZodArray<T>;
    pageIndex: z.ZodNumber;
    pageSize: z.ZodNumber;
    totalCount: z.ZodNumber;
    totalPages: z.ZodNumber;
    hasPreviousPage: z.ZodBoolean;
    hasNextPage: z.ZodBoolean;
}, z.core.$strip>;
/** Query of every paged list route. */
export declare const pageQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
}, z.core.$strip>;
/** Query of a searchable paged list: the page plus a keyword. */
export declare const searchQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
/** A database id in a path or query: a positive 32-bit integer. */
export declare const idParam: z.ZodCoercedNumber<unknown>;
