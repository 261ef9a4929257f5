import { z } from 'zod';
/** A message, rendered in the caller's language when it is read (Accept-Language). */
export declare const chatMessage: z.ZodObject<{
    id: z.ZodNumber;
    role: z.ZodEnum<{
        user: "user";
        assistant: "assistant";
    }>;
    kind: z.ZodString;
    content: z.ZodString;
    data: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    createTime: z.ZodString;
}, z.core.$strip>;
/** A part of the record in a list: its latest price, if any. */
export declare const partRow: z.ZodObject<{
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
}, z.core.$strip>;
export type ChatMessage = z.infer<typeof chatMessage>;
export type PartRow = z.infer<typeof partRow>;
