import { z } from 'zod'

// Machinability classes, alone, so the quote configuration and its DFM rule pack both read them
// without importing each other.

/** Machinability classes drive time factors, treatment compatibility and DFM limits. */
export const materialClassSchema = z.enum(['Al', 'SS', 'steel', 'brass', 'copper', 'plastic', 'Ti'])
