import { z } from 'zod';
/** Route paths beside the SPEC's five /api/auto-process-chat-record calls; `:id` is the record id. */
export declare const PROCESS_PLAN_API: {
    readonly detail: "/api/auto-process/:id";
    readonly version: "/api/auto-process/:id/versions/:version";
    readonly save: "/api/auto-process/:id/route";
    readonly validate: "/api/auto-process/:id/validate";
    readonly command: "/api/auto-process/:id/command";
    readonly replan: "/api/auto-process/:id/replan";
    readonly cancel: "/api/auto-process/:id/cancel";
    readonly card: "/api/auto-process/:id/card";
    readonly file: "/api/auto-process/:id/files/:fileId";
};
/** Most operations a route may hold; a real route has 10–40. */
export declare const ROUTE_MAX_OPERATIONS = 120;
/** Longest free-text command. */
export declare const COMMAND_MAX = 500;
/** Most pieces a plan is made for. */
export declare const PLAN_QUANTITY_MAX = 1000000;
/** Where an operation came from: the planner's rules, the model, the drawing, a person, or a command. */
export declare const OPERATION_SOURCES: readonly ["rule", "3d", "2d", "user", "command"];
/** Multipart text fields of POST /api/auto-process-chat-record/create (strings on the wire). */
export declare const processCreateFields: z.ZodObject<{
    name: z.ZodDefault<z.ZodString>;
    quantity: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    material: z.ZodOptional<z.ZodString>;
    heatTreatment: z.ZodOptional<z.ZodString>;
    surfaceTreatment: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type ProcessCreateFields = z.infer<typeof processCreateFields>;
export declare const shownMessage: z.ZodObject<{
    code: z.ZodString;
    params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
    text: z.ZodString;
}, z.core.$strip>;
/** One operation (工序) of a route. `seq` is 10, 20, 30… in route order, renumbered on every save. */
export declare const processOperation: z.ZodObject<{
    id: z.ZodString;
    seq: z.ZodNumber;
    craftCode: z.ZodString;
    name: z.ZodString;
    stage: z.ZodEnum<{
        precision: "precision";
        prep: "prep";
        cutting: "cutting";
        fixturing: "fixturing";
        turning: "turning";
        "rough-milling": "rough-milling";
        "stress-relief": "stress-relief";
        drilling: "drilling";
        threading: "threading";
        profiling: "profiling";
        finishing: "finishing";
        "heat-treatment": "heat-treatment";
        "wire-edm": "wire-edm";
        deburr: "deburr";
        "pre-treatment": "pre-treatment";
        "surface-treatment": "surface-treatment";
        "post-treatment": "post-treatment";
        "coating-inspection": "coating-inspection";
        inspection: "inspection";
        packaging: "packaging";
    }>;
    equipmentCode: z.ZodNullable<z.ZodString>;
    toolCodes: z.ZodArray<z.ZodString>;
    setup: z.ZodNumber;
    timeMin: z.ZodNumber;
    reason: z.ZodObject<{
        code: z.ZodString;
        params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
        text: z.ZodString;
    }, z.core.$strip>;
    source: z.ZodEnum<{
        command: "command";
        user: "user";
        "3d": "3d";
        "2d": "2d";
        rule: "rule";
    }>;
    needsReview: z.ZodBoolean;
    review: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
        text: z.ZodString;
    }, z.core.$strip>>;
    featureIds: z.ZodArray<z.ZodString>;
    note: z.ZodString;
}, z.core.$strip>;
/** A problem of a route as a whole or of one operation (ordering rules, library limits). */
export declare const routeIssue: z.ZodObject<{
    code: z.ZodString;
    params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
    text: z.ZodString;
    severity: z.ZodEnum<{
        error: "error";
        warning: "warning";
    }>;
    operationId: z.ZodNullable<z.ZodString>;
}, z.core.$strip>;
/** How many of a route's issues block dispatch (the errors). */
export declare const blockingIssueCount: (issues: readonly {
    severity: "error" | "warning";
}[]) => number;
/** What the plan is for: the part as analysed and the inputs that drive the rules. */
export declare const planContext: z.ZodObject<{
    partClass: z.ZodEnum<{
        prismatic: "prismatic";
        rotational: "rotational";
        sheet: "sheet";
    }>;
    material: z.ZodString;
    materialName: z.ZodString;
    quantity: z.ZodNumber;
    bbox: z.ZodNullable<z.ZodObject<{
        x: z.ZodNumber;
        y: z.ZodNumber;
        z: z.ZodNumber;
    }, z.core.$strip>>;
    blank: z.ZodString;
    heatTreatment: z.ZodNullable<z.ZodString>;
    surfaceTreatment: z.ZodNullable<z.ZodString>;
    accessDirections: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export declare const processRoute: z.ZodObject<{
    version: z.ZodNumber;
    source: z.ZodEnum<{
        command: "command";
        edit: "edit";
        planner: "planner";
        replan: "replan";
    }>;
    createdAt: z.ZodString;
    createdBy: z.ZodString;
    dispatchId: z.ZodNullable<z.ZodString>;
    context: z.ZodObject<{
        partClass: z.ZodEnum<{
            prismatic: "prismatic";
            rotational: "rotational";
            sheet: "sheet";
        }>;
        material: z.ZodString;
        materialName: z.ZodString;
        quantity: z.ZodNumber;
        bbox: z.ZodNullable<z.ZodObject<{
            x: z.ZodNumber;
            y: z.ZodNumber;
            z: z.ZodNumber;
        }, z.core.$strip>>;
        blank: z.ZodString;
        heatTreatment: z.ZodNullable<z.ZodString>;
        surfaceTreatment: z.ZodNullable<z.ZodString>;
        accessDirections: z.ZodArray<z.ZodString>;
    }, z.core.$strip>;
    operations: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        seq: z.ZodNumber;
        craftCode: z.ZodString;
        name: z.ZodString;
        stage: z.ZodEnum<{
            precision: "precision";
            prep: "prep";
            cutting: "cutting";
            fixturing: "fixturing";
            turning: "turning";
            "rough-milling": "rough-milling";
            "stress-relief": "stress-relief";
            drilling: "drilling";
            threading: "threading";
            profiling: "profiling";
            finishing: "finishing";
            "heat-treatment": "heat-treatment";
            "wire-edm": "wire-edm";
            deburr: "deburr";
            "pre-treatment": "pre-treatment";
            "surface-treatment": "surface-treatment";
            "post-treatment": "post-treatment";
            "coating-inspection": "coating-inspection";
            inspection: "inspection";
            packaging: "packaging";
        }>;
        equipmentCode: z.ZodNullable<z.ZodString>;
        toolCodes: z.ZodArray<z.ZodString>;
        setup: z.ZodNumber;
        timeMin: z.ZodNumber;
        reason: z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
        }, z.core.$strip>;
        source: z.ZodEnum<{
            command: "command";
            user: "user";
            "3d": "3d";
            "2d": "2d";
            rule: "rule";
        }>;
        needsReview: z.ZodBoolean;
        review: z.ZodArray<z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
        }, z.core.$strip>>;
        featureIds: z.ZodArray<z.ZodString>;
        note: z.ZodString;
    }, z.core.$strip>>;
    issues: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
        text: z.ZodString;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
        }>;
        operationId: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
    totals: z.ZodObject<{
        machiningMin: z.ZodNumber;
        totalMin: z.ZodNumber;
        setups: z.ZodNumber;
    }, z.core.$strip>;
}, z.core.$strip>;
export declare const processMessage: z.ZodObject<{
    id: z.ZodNumber;
    role: z.ZodEnum<{
        user: "user";
        assistant: "assistant";
    }>;
    text: z.ZodString;
    version: z.ZodNullable<z.ZodNumber>;
    createdAt: z.ZodString;
}, z.core.$strip>;
export declare const processDetail: z.ZodObject<{
    id: z.ZodNumber;
    name: z.ZodString;
    status: z.ZodEnum<{
        done: "done";
        running: "running";
        failed: "failed";
        pending: "pending";
    }>;
    error: z.ZodNullable<z.ZodString>;
    step: z.ZodNullable<z.ZodObject<{
        stage: z.ZodLiteral<"ocr">;
        done: z.ZodNumber;
        total: z.ZodNumber;
    }, z.core.$strip>>;
    dispatchId: z.ZodNullable<z.ZodString>;
    files: z.ZodArray<z.ZodObject<{
        url: z.ZodString;
        size: z.ZodNumber;
        name: z.ZodString;
        kind: z.ZodEnum<{
            "3d": "3d";
            "2d": "2d";
        }>;
        format: z.ZodString;
        fileId: z.ZodNumber;
    }, z.core.$strip>>;
    features: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        kind: z.ZodEnum<{
            hole: "hole";
            thread: "thread";
            pocket: "pocket";
            slot: "slot";
            keyway: "keyway";
            step: "step";
            "through-profile": "through-profile";
            chamfer: "chamfer";
            fillet: "fillet";
            "turned-diameter": "turned-diameter";
            groove: "groove";
            face: "face";
        }>;
        faces: z.ZodArray<z.ZodNumber>;
        access: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber, z.ZodNumber], null>>;
        diameter: z.ZodOptional<z.ZodNumber>;
        width: z.ZodOptional<z.ZodNumber>;
        length: z.ZodOptional<z.ZodNumber>;
        depth: z.ZodOptional<z.ZodNumber>;
        open: z.ZodOptional<z.ZodBoolean>;
        cornerRadius: z.ZodOptional<z.ZodNumber>;
        size: z.ZodOptional<z.ZodNumber>;
        thread: z.ZodOptional<z.ZodString>;
        through: z.ZodOptional<z.ZodBoolean>;
    }, z.core.$strip>>;
    route: z.ZodNullable<z.ZodObject<{
        version: z.ZodNumber;
        source: z.ZodEnum<{
            command: "command";
            edit: "edit";
            planner: "planner";
            replan: "replan";
        }>;
        createdAt: z.ZodString;
        createdBy: z.ZodString;
        dispatchId: z.ZodNullable<z.ZodString>;
        context: z.ZodObject<{
            partClass: z.ZodEnum<{
                prismatic: "prismatic";
                rotational: "rotational";
                sheet: "sheet";
            }>;
            material: z.ZodString;
            materialName: z.ZodString;
            quantity: z.ZodNumber;
            bbox: z.ZodNullable<z.ZodObject<{
                x: z.ZodNumber;
                y: z.ZodNumber;
                z: z.ZodNumber;
            }, z.core.$strip>>;
            blank: z.ZodString;
            heatTreatment: z.ZodNullable<z.ZodString>;
            surfaceTreatment: z.ZodNullable<z.ZodString>;
            accessDirections: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        operations: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            seq: z.ZodNumber;
            craftCode: z.ZodString;
            name: z.ZodString;
            stage: z.ZodEnum<{
                precision: "precision";
                prep: "prep";
                cutting: "cutting";
                fixturing: "fixturing";
                turning: "turning";
                "rough-milling": "rough-milling";
                "stress-relief": "stress-relief";
                drilling: "drilling";
                threading: "threading";
                profiling: "profiling";
                finishing: "finishing";
                "heat-treatment": "heat-treatment";
                "wire-edm": "wire-edm";
                deburr: "deburr";
                "pre-treatment": "pre-treatment";
                "surface-treatment": "surface-treatment";
                "post-treatment": "post-treatment";
                "coating-inspection": "coating-inspection";
                inspection: "inspection";
                packaging: "packaging";
            }>;
            equipmentCode: z.ZodNullable<z.ZodString>;
            toolCodes: z.ZodArray<z.ZodString>;
            setup: z.ZodNumber;
            timeMin: z.ZodNumber;
            reason: z.ZodObject<{
                code: z.ZodString;
                params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
                text: z.ZodString;
            }, z.core.$strip>;
            source: z.ZodEnum<{
                command: "command";
                user: "user";
                "3d": "3d";
                "2d": "2d";
                rule: "rule";
            }>;
            needsReview: z.ZodBoolean;
            review: z.ZodArray<z.ZodObject<{
                code: z.ZodString;
                params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
                text: z.ZodString;
            }, z.core.$strip>>;
            featureIds: z.ZodArray<z.ZodString>;
            note: z.ZodString;
        }, z.core.$strip>>;
        issues: z.ZodArray<z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            operationId: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        totals: z.ZodObject<{
            machiningMin: z.ZodNumber;
            totalMin: z.ZodNumber;
            setups: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>>;
    versions: z.ZodArray<z.ZodObject<{
        version: z.ZodNumber;
        source: z.ZodEnum<{
            command: "command";
            edit: "edit";
            planner: "planner";
            replan: "replan";
        }>;
        createdAt: z.ZodString;
        dispatchId: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
    messages: z.ZodArray<z.ZodObject<{
        id: z.ZodNumber;
        role: z.ZodEnum<{
            user: "user";
            assistant: "assistant";
        }>;
        text: z.ZodString;
        version: z.ZodNullable<z.ZodNumber>;
        createdAt: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
/** An operation as an editor sends it back: the rest is derived from the libraries. */
export declare const operationEdit: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    craftCode: z.ZodString;
    equipmentCode: z.ZodNullable<z.ZodString>;
    toolCodes: z.ZodArray<z.ZodString>;
    setup: z.ZodNumber;
    timeMin: z.ZodNumber;
    note: z.ZodDefault<z.ZodString>;
}, z.core.$strip>;
export declare const routeEdit: z.ZodObject<{
    baseVersion: z.ZodNumber;
    operations: z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        craftCode: z.ZodString;
        equipmentCode: z.ZodNullable<z.ZodString>;
        toolCodes: z.ZodArray<z.ZodString>;
        setup: z.ZodNumber;
        timeMin: z.ZodNumber;
        note: z.ZodDefault<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const routeCheck: z.ZodObject<{
    operations: z.ZodArray<z.ZodObject<{
        id: z.ZodString;
        seq: z.ZodNumber;
        craftCode: z.ZodString;
        name: z.ZodString;
        stage: z.ZodEnum<{
            precision: "precision";
            prep: "prep";
            cutting: "cutting";
            fixturing: "fixturing";
            turning: "turning";
            "rough-milling": "rough-milling";
            "stress-relief": "stress-relief";
            drilling: "drilling";
            threading: "threading";
            profiling: "profiling";
            finishing: "finishing";
            "heat-treatment": "heat-treatment";
            "wire-edm": "wire-edm";
            deburr: "deburr";
            "pre-treatment": "pre-treatment";
            "surface-treatment": "surface-treatment";
            "post-treatment": "post-treatment";
            "coating-inspection": "coating-inspection";
            inspection: "inspection";
            packaging: "packaging";
        }>;
        equipmentCode: z.ZodNullable<z.ZodString>;
        toolCodes: z.ZodArray<z.ZodString>;
        setup: z.ZodNumber;
        timeMin: z.ZodNumber;
        reason: z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
        }, z.core.$strip>;
        source: z.ZodEnum<{
            command: "command";
            user: "user";
            "3d": "3d";
            "2d": "2d";
            rule: "rule";
        }>;
        needsReview: z.ZodBoolean;
        review: z.ZodArray<z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
        }, z.core.$strip>>;
        featureIds: z.ZodArray<z.ZodString>;
        note: z.ZodString;
    }, z.core.$strip>>;
    issues: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
        text: z.ZodString;
        severity: z.ZodEnum<{
            error: "error";
            warning: "warning";
        }>;
        operationId: z.ZodNullable<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const routeCommand: z.ZodObject<{
    baseVersion: z.ZodNumber;
    text: z.ZodString;
}, z.core.$strip>;
export declare const commandAnswer: z.ZodObject<{
    applied: z.ZodBoolean;
    message: z.ZodString;
    route: z.ZodObject<{
        version: z.ZodNumber;
        source: z.ZodEnum<{
            command: "command";
            edit: "edit";
            planner: "planner";
            replan: "replan";
        }>;
        createdAt: z.ZodString;
        createdBy: z.ZodString;
        dispatchId: z.ZodNullable<z.ZodString>;
        context: z.ZodObject<{
            partClass: z.ZodEnum<{
                prismatic: "prismatic";
                rotational: "rotational";
                sheet: "sheet";
            }>;
            material: z.ZodString;
            materialName: z.ZodString;
            quantity: z.ZodNumber;
            bbox: z.ZodNullable<z.ZodObject<{
                x: z.ZodNumber;
                y: z.ZodNumber;
                z: z.ZodNumber;
            }, z.core.$strip>>;
            blank: z.ZodString;
            heatTreatment: z.ZodNullable<z.ZodString>;
            surfaceTreatment: z.ZodNullable<z.ZodString>;
            accessDirections: z.ZodArray<z.ZodString>;
        }, z.core.$strip>;
        operations: z.ZodArray<z.ZodObject<{
            id: z.ZodString;
            seq: z.ZodNumber;
            craftCode: z.ZodString;
            name: z.ZodString;
            stage: z.ZodEnum<{
                precision: "precision";
                prep: "prep";
                cutting: "cutting";
                fixturing: "fixturing";
                turning: "turning";
                "rough-milling": "rough-milling";
                "stress-relief": "stress-relief";
                drilling: "drilling";
                threading: "threading";
                profiling: "profiling";
                finishing: "finishing";
                "heat-treatment": "heat-treatment";
                "wire-edm": "wire-edm";
                deburr: "deburr";
                "pre-treatment": "pre-treatment";
                "surface-treatment": "surface-treatment";
                "post-treatment": "post-treatment";
                "coating-inspection": "coating-inspection";
                inspection: "inspection";
                packaging: "packaging";
            }>;
            equipmentCode: z.ZodNullable<z.ZodString>;
            toolCodes: z.ZodArray<z.ZodString>;
            setup: z.ZodNumber;
            timeMin: z.ZodNumber;
            reason: z.ZodObject<{
                code: z.ZodString;
                params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
                text: z.ZodString;
            }, z.core.$strip>;
            source: z.ZodEnum<{
                command: "command";
                user: "user";
                "3d": "3d";
                "2d": "2d";
                rule: "rule";
            }>;
            needsReview: z.ZodBoolean;
            review: z.ZodArray<z.ZodObject<{
                code: z.ZodString;
                params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
                text: z.ZodString;
            }, z.core.$strip>>;
            featureIds: z.ZodArray<z.ZodString>;
            note: z.ZodString;
        }, z.core.$strip>>;
        issues: z.ZodArray<z.ZodObject<{
            code: z.ZodString;
            params: z.ZodRecord<z.ZodString, z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
            text: z.ZodString;
            severity: z.ZodEnum<{
                error: "error";
                warning: "warning";
            }>;
            operationId: z.ZodNullable<z.ZodString>;
        }, z.core.$strip>>;
        totals: z.ZodObject<{
            machiningMin: z.ZodNumber;
            totalMin: z.ZodNumber;
            setups: z.ZodNumber;
        }, z.core.$strip>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ProcessOperation = z.infer<typeof processOperation>;
export type RouteIssue = z.infer<typeof routeIssue>;
export type PlanContext = z.infer<typeof planContext>;
export type ProcessRoute = z.infer<typeof processRoute>;
export type ProcessDetail = z.infer<typeof processDetail>;
export type ProcessMessage = z.infer<typeof processMessage>;
export type OperationEdit = z.input<typeof operationEdit>;
export type RouteEdit = z.input<typeof routeEdit>;
export type CommandAnswer = z.infer<typeof commandAnswer>;
