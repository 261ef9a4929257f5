# Independent reference values for the mesh fixtures (STL, OBJ, GLB): a separate implementation
# (numpy, different parsing code, origin-based signed tetrahedra) of triangle count, bbox, volume
# and area. Run: python3 tests/server/engine/reference/mesh_reference.py
import json, os, re, struct
import numpy as np

ROOT = os.path.join(os.getcwd(), 'tests/fixtures/3d')

def stl(path):
    data = open(path, 'rb').read()
    n = struct.unpack('<I', data[80:84])[0]
    if len(data) == 84 + 50 * n:
        rec = np.frombuffer(data[84:], dtype=np.dtype([('n', '<f4', 3), ('v', '<f4', (3, 3)), ('a', '<u2')]), count=n)
        return rec['v'].astype(np.float64)
    v = [float(x) for x in re.findall(r'vertex\s+(\S+)\s+(\S+)\s+(\S+)', data.decode('latin1')) for x in x]
    return np.array(v, dtype=np.float64).reshape(-1, 3, 3)

def obj(path):
    vs, tris = [], []
    for line in open(path):
        p = line.split()
        if not p: continue
        if p[0] == 'v': vs.append([float(x) for x in p[1:4]])
        elif p[0] == 'f':
            idx = [int(t.split('/')[0]) for t in p[1:]]
            idx = [i - 1 if i > 0 else len(vs) + i for i in idx]
            for k in range(1, len(idx) - 1): tris.append([idx[0], idx[k], idx[k + 1]])
    return np.array(vs)[np.array(tris)]

def quat_mat(t, q, s):
    x, y, z, w = q
    r = np.array([[1-2*(y*y+z*z), 2*(x*y-w*z), 2*(x*z+w*y)], [2*(x*y+w*z), 1-2*(x*x+z*z), 2*(y*z-w*x)], [2*(x*z-w*y), 2*(y*z+w*x), 1-2*(x*x+y*y)]])
    m = np.eye(4); m[:3, :3] = r @ np.diag(s); m[:3, 3] = t
    return m

def glb(path):
    data = open(path, 'rb').read()
    jlen = struct.unpack('<I', data[12:16])[0]
    g = json.loads(data[20:20 + jlen]); b = data[20 + jlen + 8:]
    def acc(i):
        a = g['accessors'][i]; bv = g['bufferViews'][a['bufferView']]
        dt = {5126: '<f4', 5125: '<u4', 5123: '<u2', 5121: 'u1'}[a['componentType']]
        nc = {'VEC3': 3, 'SCALAR': 1}[a['type']]
        off = bv.get('byteOffset', 0) + a.get('byteOffset', 0)
        stride = bv.get('byteStride', np.dtype(dt).itemsize * nc)
        raw = np.frombuffer(b, dtype=np.uint8, count=stride * (a['count'] - 1) + np.dtype(dt).itemsize * nc, offset=off)
        out = np.zeros((a['count'], nc))
        for i in range(a['count']): out[i] = np.frombuffer(raw[i * stride:i * stride + np.dtype(dt).itemsize * nc].tobytes(), dtype=dt)
        return out
    tris = []
    def visit(ni, parent):
        n = g['nodes'][ni]
        local = np.array(n['matrix']).reshape(4, 4).T if 'matrix' in n else quat_mat(n.get('translation', [0, 0, 0]), n.get('rotation', [0, 0, 0, 1]), n.get('scale', [1, 1, 1]))
        m = parent @ local
        if 'mesh' in n:
            for p in g['meshes'][n['mesh']]['primitives']:
                pos = acc(p['attributes']['POSITION'])
                pos = (m @ np.c_[pos, np.ones(len(pos))].T).T[:, :3]
                idx = acc(p['indices']).astype(int).ravel() if 'indices' in p else np.arange(len(pos))
                tris.append(pos[idx].reshape(-1, 3, 3))
        for c in n.get('children', []): visit(c, m)
    for r in g['scenes'][g.get('scene', 0)]['nodes']: visit(r, np.eye(4))
    return np.concatenate(tris)

for name, tri, scale in [('stl/featuretype.STL', stl, 25.4), ('stl/fuji_obj.stl', stl, 1), ('obj/fandisk.obj', obj, 1), ('gltf/pins.glb', glb, 1)]:
    t = tri(os.path.join(ROOT, name)) * scale
    a, b, c = t[:, 0], t[:, 1], t[:, 2]
    vol = abs(np.einsum('ij,ij->i', a, np.cross(b, c)).sum() / 6)
    area = np.linalg.norm(np.cross(b - a, c - a), axis=1).sum() / 2
    ext = t.reshape(-1, 3).max(0) - t.reshape(-1, 3).min(0)
    print('%s triangles %d bbox %.4f %.4f %.4f volume %.3f area %.3f' % (name, len(t), *ext, vol, area))
