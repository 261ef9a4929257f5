import { z } from 'zod';
/** A quote conversation (AI quote) or a process-planning one (AI process assistant). */
export declare const conversationKind: z.ZodEnum<{
    process: "process";
    quote: "quote";
}>;
/** Keyword searches the record name, the owner's username and nick name, and the owner's company. */
export declare const adminConversationQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    kind: z.ZodDefault<z.ZodEnum<{
        process: "process";
        quote: "quote";
    }>>;
}, z.core.$strip>;
export declare const adminConversationParams: z.ZodObject<{
    kind: z.ZodEnum<{
        process: "process";
        quote: "quote";
    }>;
    id: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
export declare const adminConversationRow: z.ZodObject<{
    id: z.ZodNumber;
    kind: z.ZodEnum<{
        process: "process";
        quote: "quote";
    }>;
    name: z.ZodString;
    userId: z.ZodNumber;
    username: z.ZodString;
    nickName: z.ZodString;
    companyName: z.ZodString;
    itemCount: z.ZodNumber;
    createdAt: z.ZodString;
    updatedAt: z.ZodString;
}, z.core.$strip>;
/** A file uploaded to a process conversation (listed, not served: the planner reads them). */
export declare const processFile: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    size: z.ZodNumber;
    mimeType: z.ZodString;
    createdAt: z.ZodString;
}, z.core.$strip>;
export declare const adminConversationDetail: z.ZodObject<{
    record: z.ZodObject<{
        id: z.ZodNumber;
        kind: z.ZodEnum<{
            process: "process";
            quote: "quote";
        }>;
        name: z.ZodString;
        userId: z.ZodNumber;
        username: z.ZodString;
        nickName: z.ZodString;
        companyName: z.ZodString;
        itemCount: z.ZodNumber;
        createdAt: z.ZodString;
        updatedAt: z.ZodString;
    }, z.core.$strip>;
    messages: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        role: z.ZodEnum<{
            user: "user";
            assistant: "assistant";
        }>;
        kind: z.ZodString;
        content: z.ZodString;
        data: z.ZodRecord<z.ZodString, z.ZodUnknown>;
        createTime: z.ZodString;
    }, z.core.$strip>>;
    parts: z.ZodArray<z.ZodObject<{
        partId: z.ZodNumber;
        taskId: z.ZodString;
        name: z.ZodString;
        status: z.ZodEnum<{
            done: "done";
            running: "running";
            failed: "failed";
            pending: "pending";
        }>;
        currency: z.ZodNullable<z.ZodString>;
        quantity: z.ZodNullable<z.ZodNumber>;
        unitPrice: z.ZodNullable<z.ZodString>;
        total: z.ZodNullable<z.ZodString>;
        createTime: z.ZodString;
        files: z.ZodArray<z.ZodObject<{
            fileId: z.ZodNumber;
            name: z.ZodString;
            kind: z.ZodEnum<{
                "3d": "3d";
                "2d": "2d";
            }>;
            format: z.ZodString;
            size: z.ZodNumber;
            primary: z.ZodBoolean;
            url: z.ZodString;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    files: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        name: z.ZodString;
        size: z.ZodNumber;
        mimeType: z.ZodString;
        createdAt: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type ConversationKind = z.infer<typeof conversationKind>;
export type AdminConversationQuery = z.input<typeof adminConversationQuery>;
export type AdminConversationRow = z.infer<typeof adminConversationRow>;
export type AdminConversationDetail = z.infer<typeof adminConversationDetail>;
