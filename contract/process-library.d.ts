import { z } from 'zod';
import type { ScreenName } from './route-table.ts';
/** The three libraries, as they appear in API paths. */
export declare const PROCESS_LIBRARIES: readonly ["crafts", "equipment", "tools"];
export type ProcessLibrary = (typeof PROCESS_LIBRARIES)[number];
/** Route paths; `:library` is one of PROCESS_LIBRARIES, `:id` a positive integer. */
export declare const PROCESS_LIBRARY_API: {
    readonly list: "/api/process-library/:library";
    readonly row: "/api/process-library/:library/:id";
    readonly status: "/api/process-library/:library/:id/status";
    readonly export: "/api/process-library/:library/export";
    readonly import: "/api/process-library/:library/import";
    readonly options: "/api/process-library/options";
};
/** The process-management screen (menu name) whose grants each library's API checks. */
export declare const PROCESS_LIBRARY_SCREENS: Record<ProcessLibrary, ScreenName>;
/**
 * Stages of the CAPP-lite route (quoting-domain §5.2) in route order, with the sequence range each
 * stage's operations take. The planner and the route validator both order by this table.
 */
export declare const PROCESS_STAGES: readonly [{
    readonly stage: "prep";
    readonly seq: readonly [18, 20];
}, {
    readonly stage: "cutting";
    readonly seq: readonly [30, 30];
}, {
    readonly stage: "fixturing";
    readonly seq: readonly [50, 52];
}, {
    readonly stage: "turning";
    readonly seq: readonly [53, 56];
}, {
    readonly stage: "rough-milling";
    readonly seq: readonly [60, 63];
}, {
    readonly stage: "stress-relief";
    readonly seq: readonly [64, 65];
}, {
    readonly stage: "drilling";
    readonly seq: readonly [70, 78];
}, {
    readonly stage: "threading";
    readonly seq: readonly [80, 95];
}, {
    readonly stage: "profiling";
    readonly seq: readonly [100, 109];
}, {
    readonly stage: "finishing";
    readonly seq: readonly [110, 112];
}, {
    readonly stage: "heat-treatment";
    readonly seq: readonly [120, 121];
}, {
    readonly stage: "precision";
    readonly seq: readonly [130, 139];
}, {
    readonly stage: "wire-edm";
    readonly seq: readonly [140, 140];
}, {
    readonly stage: "deburr";
    readonly seq: readonly [150, 154];
}, {
    readonly stage: "pre-treatment";
    readonly seq: readonly [160, 164];
}, {
    readonly stage: "surface-treatment";
    readonly seq: readonly [165, 177];
}, {
    readonly stage: "post-treatment";
    readonly seq: readonly [182, 187];
}, {
    readonly stage: "coating-inspection";
    readonly seq: readonly [188, 190];
}, {
    readonly stage: "inspection";
    readonly seq: readonly [199, 199];
}, {
    readonly stage: "packaging";
    readonly seq: readonly [200, 200];
}];
export type ProcessStage = (typeof PROCESS_STAGES)[number]['stage'];
export declare const PROCESS_STAGE_NAMES: [ProcessStage, ...ProcessStage[]];
/** Kinds of equipment; the planner asks for a kind, then picks an enabled machine of it that holds the part. */
export declare const EQUIPMENT_TYPES: readonly ["saw", "lathe", "turn-mill", "swiss", "vmc3", "vmc4", "vmc5", "gantry", "surface-grinder", "cylindrical-grinder", "wire-edm", "edm", "furnace", "treatment-line", "bench", "cmm", "gauges"];
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export declare const TOOL_TYPES: readonly ["saw-blade", "turning-insert", "grooving-insert", "center-drill", "spot-drill", "drill", "tap", "thread-mill", "reamer", "boring-bar", "face-mill", "end-mill", "ball-mill", "keyseat-cutter", "chamfer-mill", "counterbore", "countersink", "grinding-wheel", "edm-wire", "deburr-tool"];
export type ToolType = (typeof TOOL_TYPES)[number];
/**
 * How an operation's minutes are found, from the machining time model (quoting-domain §3.4) so a
 * route's machining time and the quote's machining line agree: `rough` shares t_rough, `finish`
 * shares t_finish, `holes`/`threads`/`ream` are per feature as in t_features, `setup` is handling per
 * setup, `fixed` is the craft's own minutes, `outsourced` has no shop minutes (lead time instead).
 */
export declare const TIME_BASES: readonly ["rough", "finish", "holes", "threads", "ream", "setup", "fixed", "outsourced"];
export type TimeBasis = (typeof TIME_BASES)[number];
/** Lengths and speeds a library row may hold: anything beyond these is a typing error. */
export declare const LIBRARY_LIMITS: {
    readonly travelMm: 10000;
    readonly axes: 9;
    readonly rpm: 100000;
    readonly hourlyRate: 10000;
    readonly toolDiameterMm: 500;
    readonly minutes: 10000;
};
export declare const craftInput: z.ZodObject<{
    code: z.ZodString;
    nameZh: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
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
    seq: z.ZodNumber;
    equipmentTypes: z.ZodArray<z.ZodEnum<{
        "wire-edm": "wire-edm";
        saw: "saw";
        lathe: "lathe";
        "turn-mill": "turn-mill";
        swiss: "swiss";
        vmc3: "vmc3";
        vmc4: "vmc4";
        vmc5: "vmc5";
        gantry: "gantry";
        "surface-grinder": "surface-grinder";
        "cylindrical-grinder": "cylindrical-grinder";
        edm: "edm";
        furnace: "furnace";
        "treatment-line": "treatment-line";
        bench: "bench";
        cmm: "cmm";
        gauges: "gauges";
    }>>;
    toolTypes: z.ZodArray<z.ZodEnum<{
        drill: "drill";
        "saw-blade": "saw-blade";
        "turning-insert": "turning-insert";
        "grooving-insert": "grooving-insert";
        "center-drill": "center-drill";
        "spot-drill": "spot-drill";
        tap: "tap";
        "thread-mill": "thread-mill";
        reamer: "reamer";
        "boring-bar": "boring-bar";
        "face-mill": "face-mill";
        "end-mill": "end-mill";
        "ball-mill": "ball-mill";
        "keyseat-cutter": "keyseat-cutter";
        "chamfer-mill": "chamfer-mill";
        counterbore: "counterbore";
        countersink: "countersink";
        "grinding-wheel": "grinding-wheel";
        "edm-wire": "edm-wire";
        "deburr-tool": "deburr-tool";
    }>>;
    itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    timeBasis: z.ZodEnum<{
        ream: "ream";
        fixed: "fixed";
        threads: "threads";
        finish: "finish";
        rough: "rough";
        holes: "holes";
        setup: "setup";
        outsourced: "outsourced";
    }>;
    timeFactor: z.ZodNumber;
    description: z.ZodDefault<z.ZodString>;
}, z.core.$strip>;
export declare const equipmentInput: z.ZodObject<{
    code: z.ZodString;
    name: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
    type: z.ZodEnum<{
        "wire-edm": "wire-edm";
        saw: "saw";
        lathe: "lathe";
        "turn-mill": "turn-mill";
        swiss: "swiss";
        vmc3: "vmc3";
        vmc4: "vmc4";
        vmc5: "vmc5";
        gantry: "gantry";
        "surface-grinder": "surface-grinder";
        "cylindrical-grinder": "cylindrical-grinder";
        edm: "edm";
        furnace: "furnace";
        "treatment-line": "treatment-line";
        bench: "bench";
        cmm: "cmm";
        gauges: "gauges";
    }>;
    travelX: z.ZodNumber;
    travelY: z.ZodNumber;
    travelZ: z.ZodNumber;
    axes: z.ZodNumber;
    maxRpm: z.ZodNumber;
    hourlyRate: z.ZodNumber;
    workshop: z.ZodDefault<z.ZodString>;
}, z.core.$strip>;
export declare const toolInput: z.ZodObject<{
    code: z.ZodString;
    name: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
    type: z.ZodEnum<{
        drill: "drill";
        "saw-blade": "saw-blade";
        "turning-insert": "turning-insert";
        "grooving-insert": "grooving-insert";
        "center-drill": "center-drill";
        "spot-drill": "spot-drill";
        tap: "tap";
        "thread-mill": "thread-mill";
        reamer: "reamer";
        "boring-bar": "boring-bar";
        "face-mill": "face-mill";
        "end-mill": "end-mill";
        "ball-mill": "ball-mill";
        "keyseat-cutter": "keyseat-cutter";
        "chamfer-mill": "chamfer-mill";
        counterbore: "counterbore";
        countersink: "countersink";
        "grinding-wheel": "grinding-wheel";
        "edm-wire": "edm-wire";
        "deburr-tool": "deburr-tool";
    }>;
    diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    size: z.ZodDefault<z.ZodString>;
    toolMaterial: z.ZodDefault<z.ZodString>;
    coating: z.ZodDefault<z.ZodString>;
    suitableMaterials: z.ZodArray<z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>>;
}, z.core.$strip>;
/** Create bodies by library; edit takes any subset except `code`. */
export declare const LIBRARY_INPUTS: {
    readonly crafts: z.ZodObject<{
        code: z.ZodString;
        nameZh: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
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
        seq: z.ZodNumber;
        equipmentTypes: z.ZodArray<z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>>;
        toolTypes: z.ZodArray<z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>>;
        itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        timeBasis: z.ZodEnum<{
            ream: "ream";
            fixed: "fixed";
            threads: "threads";
            finish: "finish";
            rough: "rough";
            holes: "holes";
            setup: "setup";
            outsourced: "outsourced";
        }>;
        timeFactor: z.ZodNumber;
        description: z.ZodDefault<z.ZodString>;
    }, z.core.$strip>;
    readonly equipment: z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>;
        travelX: z.ZodNumber;
        travelY: z.ZodNumber;
        travelZ: z.ZodNumber;
        axes: z.ZodNumber;
        maxRpm: z.ZodNumber;
        hourlyRate: z.ZodNumber;
        workshop: z.ZodDefault<z.ZodString>;
    }, z.core.$strip>;
    readonly tools: z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>;
        diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        size: z.ZodDefault<z.ZodString>;
        toolMaterial: z.ZodDefault<z.ZodString>;
        coating: z.ZodDefault<z.ZodString>;
        suitableMaterials: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
    }, z.core.$strip>;
};
export declare const craftRow: z.ZodObject<{
    code: z.ZodString;
    nameZh: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
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
    seq: z.ZodNumber;
    equipmentTypes: z.ZodArray<z.ZodEnum<{
        "wire-edm": "wire-edm";
        saw: "saw";
        lathe: "lathe";
        "turn-mill": "turn-mill";
        swiss: "swiss";
        vmc3: "vmc3";
        vmc4: "vmc4";
        vmc5: "vmc5";
        gantry: "gantry";
        "surface-grinder": "surface-grinder";
        "cylindrical-grinder": "cylindrical-grinder";
        edm: "edm";
        furnace: "furnace";
        "treatment-line": "treatment-line";
        bench: "bench";
        cmm: "cmm";
        gauges: "gauges";
    }>>;
    toolTypes: z.ZodArray<z.ZodEnum<{
        drill: "drill";
        "saw-blade": "saw-blade";
        "turning-insert": "turning-insert";
        "grooving-insert": "grooving-insert";
        "center-drill": "center-drill";
        "spot-drill": "spot-drill";
        tap: "tap";
        "thread-mill": "thread-mill";
        reamer: "reamer";
        "boring-bar": "boring-bar";
        "face-mill": "face-mill";
        "end-mill": "end-mill";
        "ball-mill": "ball-mill";
        "keyseat-cutter": "keyseat-cutter";
        "chamfer-mill": "chamfer-mill";
        counterbore: "counterbore";
        countersink: "countersink";
        "grinding-wheel": "grinding-wheel";
        "edm-wire": "edm-wire";
        "deburr-tool": "deburr-tool";
    }>>;
    itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    timeBasis: z.ZodEnum<{
        ream: "ream";
        fixed: "fixed";
        threads: "threads";
        finish: "finish";
        rough: "rough";
        holes: "holes";
        setup: "setup";
        outsourced: "outsourced";
    }>;
    timeFactor: z.ZodNumber;
    description: z.ZodDefault<z.ZodString>;
    id: z.ZodNumber;
    enabled: z.ZodBoolean;
    updateTime: z.ZodString;
}, z.core.$strip>;
export declare const equipmentRow: z.ZodObject<{
    code: z.ZodString;
    name: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
    type: z.ZodEnum<{
        "wire-edm": "wire-edm";
        saw: "saw";
        lathe: "lathe";
        "turn-mill": "turn-mill";
        swiss: "swiss";
        vmc3: "vmc3";
        vmc4: "vmc4";
        vmc5: "vmc5";
        gantry: "gantry";
        "surface-grinder": "surface-grinder";
        "cylindrical-grinder": "cylindrical-grinder";
        edm: "edm";
        furnace: "furnace";
        "treatment-line": "treatment-line";
        bench: "bench";
        cmm: "cmm";
        gauges: "gauges";
    }>;
    travelX: z.ZodNumber;
    travelY: z.ZodNumber;
    travelZ: z.ZodNumber;
    axes: z.ZodNumber;
    maxRpm: z.ZodNumber;
    hourlyRate: z.ZodNumber;
    workshop: z.ZodDefault<z.ZodString>;
    id: z.ZodNumber;
    enabled: z.ZodBoolean;
    updateTime: z.ZodString;
}, z.core.$strip>;
export declare const toolRow: z.ZodObject<{
    code: z.ZodString;
    name: z.ZodString;
    nameEn: z.ZodDefault<z.ZodString>;
    type: z.ZodEnum<{
        drill: "drill";
        "saw-blade": "saw-blade";
        "turning-insert": "turning-insert";
        "grooving-insert": "grooving-insert";
        "center-drill": "center-drill";
        "spot-drill": "spot-drill";
        tap: "tap";
        "thread-mill": "thread-mill";
        reamer: "reamer";
        "boring-bar": "boring-bar";
        "face-mill": "face-mill";
        "end-mill": "end-mill";
        "ball-mill": "ball-mill";
        "keyseat-cutter": "keyseat-cutter";
        "chamfer-mill": "chamfer-mill";
        counterbore: "counterbore";
        countersink: "countersink";
        "grinding-wheel": "grinding-wheel";
        "edm-wire": "edm-wire";
        "deburr-tool": "deburr-tool";
    }>;
    diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
    size: z.ZodDefault<z.ZodString>;
    toolMaterial: z.ZodDefault<z.ZodString>;
    coating: z.ZodDefault<z.ZodString>;
    suitableMaterials: z.ZodArray<z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>>;
    id: z.ZodNumber;
    enabled: z.ZodBoolean;
    updateTime: z.ZodString;
}, z.core.$strip>;
export declare const LIBRARY_ROWS: {
    readonly crafts: z.ZodObject<{
        code: z.ZodString;
        nameZh: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
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
        seq: z.ZodNumber;
        equipmentTypes: z.ZodArray<z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>>;
        toolTypes: z.ZodArray<z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>>;
        itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        timeBasis: z.ZodEnum<{
            ream: "ream";
            fixed: "fixed";
            threads: "threads";
            finish: "finish";
            rough: "rough";
            holes: "holes";
            setup: "setup";
            outsourced: "outsourced";
        }>;
        timeFactor: z.ZodNumber;
        description: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>;
    readonly equipment: z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>;
        travelX: z.ZodNumber;
        travelY: z.ZodNumber;
        travelZ: z.ZodNumber;
        axes: z.ZodNumber;
        maxRpm: z.ZodNumber;
        hourlyRate: z.ZodNumber;
        workshop: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>;
    readonly tools: z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>;
        diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        size: z.ZodDefault<z.ZodString>;
        toolMaterial: z.ZodDefault<z.ZodString>;
        coating: z.ZodDefault<z.ZodString>;
        suitableMaterials: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>;
};
export type CraftInput = z.input<typeof craftInput>;
export type Craft = z.infer<typeof craftRow>;
export type Equipment = z.infer<typeof equipmentRow>;
export type Tool = z.infer<typeof toolRow>;
export type LibraryRow<L extends ProcessLibrary> = z.infer<(typeof LIBRARY_ROWS)[L]>;
export declare const libraryParams: z.ZodObject<{
    library: z.ZodEnum<{
        tools: "tools";
        equipment: "equipment";
        crafts: "crafts";
    }>;
}, z.core.$strip>;
export declare const libraryRowParams: z.ZodObject<{
    library: z.ZodEnum<{
        tools: "tools";
        equipment: "equipment";
        crafts: "crafts";
    }>;
    id: z.ZodCoercedNumber<unknown>;
}, z.core.$strip>;
export declare const libraryStatus: z.ZodObject<{
    enabled: z.ZodBoolean;
}, z.core.$strip>;
/** Which rows a list or an export covers: a keyword (code, names, workshop) and the enabled state. */
export declare const libraryFilter: z.ZodObject<{
    keyword: z.ZodOptional<z.ZodString>;
    enabled: z.ZodOptional<z.ZodCodec<z.ZodString, z.ZodBoolean>>;
}, z.core.$strip>;
export declare const libraryQuery: z.ZodObject<{
    pageIndex: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    pageSize: z.ZodDefault<z.ZodCoercedNumber<unknown>>;
    keyword: z.ZodOptional<z.ZodString>;
    enabled: z.ZodOptional<z.ZodCodec<z.ZodString, z.ZodBoolean>>;
}, z.core.$strip>;
/** What the planner and the pickers read: every enabled row of the three libraries. */
export declare const libraryOptions: z.ZodObject<{
    crafts: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        nameZh: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
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
        seq: z.ZodNumber;
        equipmentTypes: z.ZodArray<z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>>;
        toolTypes: z.ZodArray<z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>>;
        itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        timeBasis: z.ZodEnum<{
            ream: "ream";
            fixed: "fixed";
            threads: "threads";
            finish: "finish";
            rough: "rough";
            holes: "holes";
            setup: "setup";
            outsourced: "outsourced";
        }>;
        timeFactor: z.ZodNumber;
        description: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
    equipment: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>;
        travelX: z.ZodNumber;
        travelY: z.ZodNumber;
        travelZ: z.ZodNumber;
        axes: z.ZodNumber;
        maxRpm: z.ZodNumber;
        hourlyRate: z.ZodNumber;
        workshop: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>;
        diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        size: z.ZodDefault<z.ZodString>;
        toolMaterial: z.ZodDefault<z.ZodString>;
        coating: z.ZodDefault<z.ZodString>;
        suitableMaterials: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type LibraryOptions = z.infer<typeof libraryOptions>;
/**
 * What the options route answers: the pickers' rows, where a machine's hourly rate (a staff-only
 * cost figure) is left out for callers without the equipment library's view grant.
 */
export declare const libraryPickerOptions: z.ZodObject<{
    crafts: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        nameZh: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
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
        seq: z.ZodNumber;
        equipmentTypes: z.ZodArray<z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>>;
        toolTypes: z.ZodArray<z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>>;
        itGrade: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        ra: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        timeBasis: z.ZodEnum<{
            ream: "ream";
            fixed: "fixed";
            threads: "threads";
            finish: "finish";
            rough: "rough";
            holes: "holes";
            setup: "setup";
            outsourced: "outsourced";
        }>;
        timeFactor: z.ZodNumber;
        description: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
    tools: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            drill: "drill";
            "saw-blade": "saw-blade";
            "turning-insert": "turning-insert";
            "grooving-insert": "grooving-insert";
            "center-drill": "center-drill";
            "spot-drill": "spot-drill";
            tap: "tap";
            "thread-mill": "thread-mill";
            reamer: "reamer";
            "boring-bar": "boring-bar";
            "face-mill": "face-mill";
            "end-mill": "end-mill";
            "ball-mill": "ball-mill";
            "keyseat-cutter": "keyseat-cutter";
            "chamfer-mill": "chamfer-mill";
            counterbore: "counterbore";
            countersink: "countersink";
            "grinding-wheel": "grinding-wheel";
            "edm-wire": "edm-wire";
            "deburr-tool": "deburr-tool";
        }>;
        diameter: z.ZodDefault<z.ZodNullable<z.ZodNumber>>;
        size: z.ZodDefault<z.ZodString>;
        toolMaterial: z.ZodDefault<z.ZodString>;
        coating: z.ZodDefault<z.ZodString>;
        suitableMaterials: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
    equipment: z.ZodArray<z.ZodObject<{
        code: z.ZodString;
        name: z.ZodString;
        nameEn: z.ZodDefault<z.ZodString>;
        type: z.ZodEnum<{
            "wire-edm": "wire-edm";
            saw: "saw";
            lathe: "lathe";
            "turn-mill": "turn-mill";
            swiss: "swiss";
            vmc3: "vmc3";
            vmc4: "vmc4";
            vmc5: "vmc5";
            gantry: "gantry";
            "surface-grinder": "surface-grinder";
            "cylindrical-grinder": "cylindrical-grinder";
            edm: "edm";
            furnace: "furnace";
            "treatment-line": "treatment-line";
            bench: "bench";
            cmm: "cmm";
            gauges: "gauges";
        }>;
        travelX: z.ZodNumber;
        travelY: z.ZodNumber;
        travelZ: z.ZodNumber;
        axes: z.ZodNumber;
        maxRpm: z.ZodNumber;
        hourlyRate: z.ZodOptional<z.ZodNumber>;
        workshop: z.ZodDefault<z.ZodString>;
        id: z.ZodNumber;
        enabled: z.ZodBoolean;
        updateTime: z.ZodString;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type LibraryPickerOptions = z.infer<typeof libraryPickerOptions>;
/** The largest XLSX an import takes: a library of thousands of rows is far smaller. */
export declare const LIBRARY_IMPORT_MAX_BYTES: number;
/** An import's outcome: rows added and updated (matched by code), or why a row was refused. */
export declare const importAnswer: z.ZodObject<{
    added: z.ZodNumber;
    updated: z.ZodNumber;
}, z.core.$strip>;
