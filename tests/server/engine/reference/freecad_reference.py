# Independent reference values for the engine's geometry tests.
# Run: freecadcmd tests/server/engine/reference/freecad_reference.py   (Debian freecad 0.20.2)
# Volume and area come from OpenCASCADE's exact B-rep integration (not from triangles); the bbox
# from the vertices of a fine tessellation (0.01 mm), because Shape.BoundBox is inflated by
# control points and tolerances. Cylinders are read from the analytic B-rep surfaces.
import FreeCAD, Part, math, os, collections

ROOT = os.path.join(os.getcwd(), 'tests/fixtures/3d')

def fine_bbox(shape):
    pts, _ = shape.tessellate(0.01)
    xs = [p.x for p in pts]; ys = [p.y for p in pts]; zs = [p.z for p in pts]
    return (max(xs) - min(xs), max(ys) - min(ys), max(zs) - min(zs))

for f in ['step/featuretype.STEP', 'step/NIST_MBE_PMI_11.stp', 'step/base_interface_AP214.STEP',
          'step/NIST_MBE_PMI_1.stp', 'step/NIST_MBE_PMI_3.stp', 'iges/single_rounded_cube.igs']:
    s = Part.Shape(); s.read(os.path.join(ROOT, f))
    bx, by, bz = fine_bbox(s)
    print('%s bbox %.3f %.3f %.3f volume %.1f area %.1f closedShells %s' % (
        f, bx, by, bz, abs(s.Volume), s.Area, [sh.isClosed() for sh in s.Shells]))
    if 'featuretype' in f:
        groups = collections.defaultdict(lambda: [0.0, 0.0, ''])
        for fc in s.Faces:
            su = fc.Surface
            if not isinstance(su, Part.Cylinder):
                continue
            u0, u1, v0, v1 = fc.ParameterRange
            key = (round(su.Radius * 2, 3), tuple(round(c, 2) for c in su.Center))
            groups[key][0] += math.degrees(u1 - u0)
            groups[key][1] = v1 - v0
            groups[key][2] = fc.Orientation
        for (d, c), (span, depth, orient) in sorted(groups.items()):
            print('  cylinder D=%.4f centre=%s span=%.0fdeg length=%.3f %s' % (d, c, span, depth, orient))
