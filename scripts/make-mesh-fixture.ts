// Writes tests/fixtures/3d/mesh/featuretype.mesh: the server's viewer mesh of featuretype.STEP, as
// the analysis makes it, for the browser tests of `mesh-src`. Run: npx tsx scripts/make-mesh-fixture.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { analyzeModelMesh, viewerMesh } from '../server/engine/index.ts'

const source = 'tests/fixtures/3d/step/featuretype.STEP'
const { report, mesh } = await analyzeModelMesh(new Uint8Array(readFileSync(source)), { fileName: 'featuretype.STEP' })
writeFileSync('tests/fixtures/3d/mesh/featuretype.mesh', viewerMesh(mesh, report)!)
console.log(`${report.triangles} triangles, volume ${report.volume.toFixed(3)} mm³`)
