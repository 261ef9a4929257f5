import { z } from 'zod';
import type { ScreenName } from './route-table.ts';
/** Machinability classes drive time factors and treatment compatibility. */
/** The menu (by name) whose action grants the quote configuration API checks, list and detail alike. */
export declare const QUOTE_CONFIG_SCREEN: ScreenName;
export declare const materialClassSchema: z.ZodEnum<{
    Al: "Al";
    SS: "SS";
    steel: "steel";
    brass: "brass";
    copper: "copper";
    plastic: "plastic";
    Ti: "Ti";
}>;
/** Keys of the PMI tables, on `base`: an IT grade, and an Ra value in µm (also a finishing rate's key). */
export declare const itGradeKey: (base?: z.ZodString) => z.ZodString;
export declare const raKey: (base?: z.ZodString) => z.ZodString;
export declare const materialItemSchema: z.ZodObject<{
    key: z.ZodString;
    name: z.ZodOptional<z.ZodString>;
    aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
    density: z.ZodNumber;
    priceKg: z.ZodNumber;
    mrr: z.ZodNumber;
    class: z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>;
}, z.core.$strip>;
export declare const materialSectionSchema: z.ZodObject<{
    items: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        name: z.ZodOptional<z.ZodString>;
        aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
        density: z.ZodNumber;
        priceKg: z.ZodNumber;
        mrr: z.ZodNumber;
        class: z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>;
    }, z.core.$strip>>;
    defaultKey: z.ZodString;
}, z.core.$strip>;
export declare const machiningSectionSchema: z.ZodObject<{
    machines: z.ZodRecord<z.ZodString, z.ZodObject<{
        rate: z.ZodNumber;
        setupMin: z.ZodNumber;
    }, z.core.$strip>>;
    programmingRate: z.ZodNumber;
    sizeFactor: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
    machineFactor: z.ZodRecord<z.ZodString, z.ZodNumber>;
    turningMrrFactor: z.ZodNumber;
    finishCm2PerMin: z.ZodRecord<z.ZodString, z.ZodNumber>;
    finishMatFactor: z.ZodRecord<z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>, z.ZodNumber>;
    featureMin: z.ZodObject<{
        drill: z.ZodNumber;
        drillLarge: z.ZodNumber;
        tapSmall: z.ZodNumber;
        tapMid: z.ZodNumber;
        threadMill: z.ZodNumber;
        ream: z.ZodNumber;
        cbore: z.ZodNumber;
        toolChange: z.ZodNumber;
        handlingPerSetup: z.ZodNumber;
    }, z.core.$strip>;
    featureMatFactor: z.ZodRecord<z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>, z.ZodNumber>;
    progHours: z.ZodObject<{
        simple: z.ZodNumber;
        medium: z.ZodNumber;
        complex: z.ZodNumber;
        fiveAxisFactor: z.ZodNumber;
    }, z.core.$strip>;
    faiMin: z.ZodNumber;
    thinWallFactor: z.ZodNumber;
}, z.core.$strip>;
export declare const treatmentItemSchema: z.ZodObject<{
    key: z.ZodString;
    name: z.ZodString;
    kind: z.ZodEnum<{
        surface: "surface";
        heat: "heat";
    }>;
    aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
    appliesTo: z.ZodArray<z.ZodEnum<{
        Al: "Al";
        SS: "SS";
        steel: "steel";
        brass: "brass";
        copper: "copper";
        plastic: "plastic";
        Ti: "Ti";
    }>>;
    basis: z.ZodEnum<{
        dm2: "dm2";
        kg: "kg";
        piece: "piece";
    }>;
    unitPrice: z.ZodNumber;
    minCharge: z.ZodNumber;
    leadDays: z.ZodNumber;
}, z.core.$strip>;
export declare const treatmentSectionSchema: z.ZodObject<{
    items: z.ZodArray<z.ZodObject<{
        key: z.ZodString;
        name: z.ZodString;
        kind: z.ZodEnum<{
            surface: "surface";
            heat: "heat";
        }>;
        aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
        appliesTo: z.ZodArray<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>>;
        basis: z.ZodEnum<{
            dm2: "dm2";
            kg: "kg";
            piece: "piece";
        }>;
        unitPrice: z.ZodNumber;
        minCharge: z.ZodNumber;
        leadDays: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export declare const otherSectionSchema: z.ZodObject<{
    mgmtRate: z.ZodNumber;
    profitRate: z.ZodNumber;
    vatRate: z.ZodNumber;
    minLine: z.ZodNumber;
    qtyDiscount: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
    expedite: z.ZodRecord<z.ZodString, z.ZodNumber>;
    fixtureFee: z.ZodNumber;
    inspectPerPiece: z.ZodNumber;
    packPerPiece: z.ZodNumber;
    reviewUnitPrice: z.ZodNumber;
}, z.core.$strip>;
export declare const blankSectionSchema: z.ZodObject<{
    plateSideMm: z.ZodNumber;
    plateThickSideMm: z.ZodNumber;
    barDiaSideMm: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
    facingPerEndMm: z.ZodNumber;
    kerfMm: z.ZodNumber;
    chuckGripMm: z.ZodNumber;
    heatTreatSideMm: z.ZodNumber;
    plateThicknesses: z.ZodArray<z.ZodNumber>;
    roundDiameters: z.ZodArray<z.ZodNumber>;
    scrapFactor: z.ZodNumber;
    minBillKg: z.ZodNumber;
    sawPerCut: z.ZodNumber;
    nearNetRatio: z.ZodNumber;
    shellStockRemovalFactor: z.ZodNumber;
}, z.core.$strip>;
export declare const pmiSectionSchema: z.ZodObject<{
    mode: z.ZodEnum<{
        global: "global";
        partial: "partial";
    }>;
    nRef: z.ZodNumber;
    tol: z.ZodRecord<z.ZodString, z.ZodNumber>;
    ra: z.ZodRecord<z.ZodString, z.ZodNumber>;
}, z.core.$strip>;
/** The six sections, in the order of the detail screen; each is saved on its own. */
export declare const SECTION_SCHEMAS: {
    material: z.ZodObject<{
        items: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            name: z.ZodOptional<z.ZodString>;
            aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
            density: z.ZodNumber;
            priceKg: z.ZodNumber;
            mrr: z.ZodNumber;
            class: z.ZodEnum<{
                Al: "Al";
                SS: "SS";
                steel: "steel";
                brass: "brass";
                copper: "copper";
                plastic: "plastic";
                Ti: "Ti";
            }>;
        }, z.core.$strip>>;
        defaultKey: z.ZodString;
    }, z.core.$strip>;
    machining: z.ZodObject<{
        machines: z.ZodRecord<z.ZodString, z.ZodObject<{
            rate: z.ZodNumber;
            setupMin: z.ZodNumber;
        }, z.core.$strip>>;
        programmingRate: z.ZodNumber;
        sizeFactor: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        machineFactor: z.ZodRecord<z.ZodString, z.ZodNumber>;
        turningMrrFactor: z.ZodNumber;
        finishCm2PerMin: z.ZodRecord<z.ZodString, z.ZodNumber>;
        finishMatFactor: z.ZodRecord<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>, z.ZodNumber>;
        featureMin: z.ZodObject<{
            drill: z.ZodNumber;
            drillLarge: z.ZodNumber;
            tapSmall: z.ZodNumber;
            tapMid: z.ZodNumber;
            threadMill: z.ZodNumber;
            ream: z.ZodNumber;
            cbore: z.ZodNumber;
            toolChange: z.ZodNumber;
            handlingPerSetup: z.ZodNumber;
        }, z.core.$strip>;
        featureMatFactor: z.ZodRecord<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>, z.ZodNumber>;
        progHours: z.ZodObject<{
            simple: z.ZodNumber;
            medium: z.ZodNumber;
            complex: z.ZodNumber;
            fiveAxisFactor: z.ZodNumber;
        }, z.core.$strip>;
        faiMin: z.ZodNumber;
        thinWallFactor: z.ZodNumber;
    }, z.core.$strip>;
    treatment: z.ZodObject<{
        items: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            name: z.ZodString;
            kind: z.ZodEnum<{
                surface: "surface";
                heat: "heat";
            }>;
            aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
            appliesTo: z.ZodArray<z.ZodEnum<{
                Al: "Al";
                SS: "SS";
                steel: "steel";
                brass: "brass";
                copper: "copper";
                plastic: "plastic";
                Ti: "Ti";
            }>>;
            basis: z.ZodEnum<{
                dm2: "dm2";
                kg: "kg";
                piece: "piece";
            }>;
            unitPrice: z.ZodNumber;
            minCharge: z.ZodNumber;
            leadDays: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    other: z.ZodObject<{
        mgmtRate: z.ZodNumber;
        profitRate: z.ZodNumber;
        vatRate: z.ZodNumber;
        minLine: z.ZodNumber;
        qtyDiscount: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        expedite: z.ZodRecord<z.ZodString, z.ZodNumber>;
        fixtureFee: z.ZodNumber;
        inspectPerPiece: z.ZodNumber;
        packPerPiece: z.ZodNumber;
        reviewUnitPrice: z.ZodNumber;
    }, z.core.$strip>;
    blank: z.ZodObject<{
        plateSideMm: z.ZodNumber;
        plateThickSideMm: z.ZodNumber;
        barDiaSideMm: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        facingPerEndMm: z.ZodNumber;
        kerfMm: z.ZodNumber;
        chuckGripMm: z.ZodNumber;
        heatTreatSideMm: z.ZodNumber;
        plateThicknesses: z.ZodArray<z.ZodNumber>;
        roundDiameters: z.ZodArray<z.ZodNumber>;
        scrapFactor: z.ZodNumber;
        minBillKg: z.ZodNumber;
        sawPerCut: z.ZodNumber;
        nearNetRatio: z.ZodNumber;
        shellStockRemovalFactor: z.ZodNumber;
    }, z.core.$strip>;
    pmi: z.ZodObject<{
        mode: z.ZodEnum<{
            global: "global";
            partial: "partial";
        }>;
        nRef: z.ZodNumber;
        tol: z.ZodRecord<z.ZodString, z.ZodNumber>;
        ra: z.ZodRecord<z.ZodString, z.ZodNumber>;
    }, z.core.$strip>;
};
export type SectionName = keyof typeof SECTION_SCHEMAS;
export declare const SECTION_NAMES: [SectionName, ...SectionName[]];
/** A complete quote configuration: the six sections plus identification. */
export declare const quoteConfigSchema: z.ZodObject<{
    material: z.ZodObject<{
        items: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            name: z.ZodOptional<z.ZodString>;
            aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
            density: z.ZodNumber;
            priceKg: z.ZodNumber;
            mrr: z.ZodNumber;
            class: z.ZodEnum<{
                Al: "Al";
                SS: "SS";
                steel: "steel";
                brass: "brass";
                copper: "copper";
                plastic: "plastic";
                Ti: "Ti";
            }>;
        }, z.core.$strip>>;
        defaultKey: z.ZodString;
    }, z.core.$strip>;
    machining: z.ZodObject<{
        machines: z.ZodRecord<z.ZodString, z.ZodObject<{
            rate: z.ZodNumber;
            setupMin: z.ZodNumber;
        }, z.core.$strip>>;
        programmingRate: z.ZodNumber;
        sizeFactor: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        machineFactor: z.ZodRecord<z.ZodString, z.ZodNumber>;
        turningMrrFactor: z.ZodNumber;
        finishCm2PerMin: z.ZodRecord<z.ZodString, z.ZodNumber>;
        finishMatFactor: z.ZodRecord<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>, z.ZodNumber>;
        featureMin: z.ZodObject<{
            drill: z.ZodNumber;
            drillLarge: z.ZodNumber;
            tapSmall: z.ZodNumber;
            tapMid: z.ZodNumber;
            threadMill: z.ZodNumber;
            ream: z.ZodNumber;
            cbore: z.ZodNumber;
            toolChange: z.ZodNumber;
            handlingPerSetup: z.ZodNumber;
        }, z.core.$strip>;
        featureMatFactor: z.ZodRecord<z.ZodEnum<{
            Al: "Al";
            SS: "SS";
            steel: "steel";
            brass: "brass";
            copper: "copper";
            plastic: "plastic";
            Ti: "Ti";
        }>, z.ZodNumber>;
        progHours: z.ZodObject<{
            simple: z.ZodNumber;
            medium: z.ZodNumber;
            complex: z.ZodNumber;
            fiveAxisFactor: z.ZodNumber;
        }, z.core.$strip>;
        faiMin: z.ZodNumber;
        thinWallFactor: z.ZodNumber;
    }, z.core.$strip>;
    treatment: z.ZodObject<{
        items: z.ZodArray<z.ZodObject<{
            key: z.ZodString;
            name: z.ZodString;
            kind: z.ZodEnum<{
                surface: "surface";
                heat: "heat";
            }>;
            aliases: z.ZodDefault<z.ZodArray<z.ZodString>>;
            appliesTo: z.ZodArray<z.ZodEnum<{
                Al: "Al";
                SS: "SS";
                steel: "steel";
                brass: "brass";
                copper: "copper";
                plastic: "plastic";
                Ti: "Ti";
            }>>;
            basis: z.ZodEnum<{
                dm2: "dm2";
                kg: "kg";
                piece: "piece";
            }>;
            unitPrice: z.ZodNumber;
            minCharge: z.ZodNumber;
            leadDays: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    other: z.ZodObject<{
        mgmtRate: z.ZodNumber;
        profitRate: z.ZodNumber;
        vatRate: z.ZodNumber;
        minLine: z.ZodNumber;
        qtyDiscount: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        expedite: z.ZodRecord<z.ZodString, z.ZodNumber>;
        fixtureFee: z.ZodNumber;
        inspectPerPiece: z.ZodNumber;
        packPerPiece: z.ZodNumber;
        reviewUnitPrice: z.ZodNumber;
    }, z.core.$strip>;
    blank: z.ZodObject<{
        plateSideMm: z.ZodNumber;
        plateThickSideMm: z.ZodNumber;
        barDiaSideMm: z.ZodArray<z.ZodTuple<[z.ZodNumber, z.ZodNumber], null>>;
        facingPerEndMm: z.ZodNumber;
        kerfMm: z.ZodNumber;
        chuckGripMm: z.ZodNumber;
        heatTreatSideMm: z.ZodNumber;
        plateThicknesses: z.ZodArray<z.ZodNumber>;
        roundDiameters: z.ZodArray<z.ZodNumber>;
        scrapFactor: z.ZodNumber;
        minBillKg: z.ZodNumber;
        sawPerCut: z.ZodNumber;
        nearNetRatio: z.ZodNumber;
        shellStockRemovalFactor: z.ZodNumber;
    }, z.core.$strip>;
    pmi: z.ZodObject<{
        mode: z.ZodEnum<{
            global: "global";
            partial: "partial";
        }>;
        nRef: z.ZodNumber;
        tol: z.ZodRecord<z.ZodString, z.ZodNumber>;
        ra: z.ZodRecord<z.ZodString, z.ZodNumber>;
    }, z.core.$strip>;
    currency: z.ZodString;
    priceTableDate: z.ZodString;
    quoteValidityDays: z.ZodNumber;
}, z.core.$strip>;
/** A validated quote configuration. */
export type QuoteConfig = z.infer<typeof quoteConfigSchema>;
export type MaterialClass = z.infer<typeof materialClassSchema>;
export type MaterialItem = QuoteConfig['material']['items'][number];
export type TreatmentItem = QuoteConfig['treatment']['items'][number];
