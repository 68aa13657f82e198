# Path-traces one studio render with Blender's Cycles (run by render-images.ts, never by the build):
#   blender -b --factory-startup -P render.py -- scene.json out.png
# scene.json is render-images.ts's PathTraceDescription: triangle meshes in Rhino's axes (z up, as Blender's), a
# material name per part, the camera as azimuth/elevation/zoom around the model's bounding sphere, a sample count
# and a studio per sector (a seamless backdrop with soft boxes for products and jewellery, daylight with a physical
# sky for buildings, terrain and boats, water under a hull). Cycles' adaptive sampling runs until the noise is below
# its threshold or the samples are spent; a joint bilateral filter guided by Cycles' albedo and normal passes then
# removes what grain is left without blurring edges (this Blender has no OpenImageDenoise).
import json
import math
import sys

import bmesh
import bpy
from mathutils import Vector

args = sys.argv[sys.argv.index("--") + 1 :]
scene_file, output = args[0], args[1]
with open(scene_file, encoding="utf-8") as handle:
    description = json.load(handle)

bpy.ops.wm.read_factory_settings(use_empty=True)
scene = bpy.context.scene


def rgb(hex_colour):
    """A CSS hex colour as Blender's linear RGBA."""
    value = hex_colour.lstrip("#")
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return (*linear, 1.0)


def principled(name, **inputs):
    material = bpy.data.materials.new(name)
    material.use_nodes = True
    bsdf = material.node_tree.nodes["Principled BSDF"]
    for key, value in inputs.items():
        bsdf.inputs[key].default_value = rgb(value) if isinstance(value, str) else value
    return material


MATERIALS = {
    "gold": dict(**{"Base Color": "#f0c060", "Metallic": 1.0, "Roughness": 0.14}),
    "roseGold": {"Base Color": "#e8ad93", "Metallic": 1.0, "Roughness": 0.15},
    "platinum": {"Base Color": "#dfe2e6", "Metallic": 1.0, "Roughness": 0.1},
    "diamond": {"Base Color": "#ffffff", "Roughness": 0.0, "Transmission": 1.0, "IOR": 2.42},
    "ruby": {"Base Color": "#c0102c", "Roughness": 0.0, "Transmission": 1.0, "IOR": 1.77},
    "clay": {"Base Color": "#e2ded6", "Roughness": 0.55},
    "darkClay": {"Base Color": "#4b5563", "Roughness": 0.5},
    "paintWhite": {"Base Color": "#f1f1ee", "Roughness": 0.2, "Clearcoat": 1.0, "Clearcoat Roughness": 0.04},
    "paintNavy": {"Base Color": "#1b2d58", "Roughness": 0.28, "Metallic": 0.3, "Clearcoat": 1.0, "Clearcoat Roughness": 0.04},
    "wood": {"Base Color": "#a8703f", "Roughness": 0.45},
    "cardboard": {"Base Color": "#e6dbc6", "Roughness": 0.8},
    "concrete": {"Base Color": "#bdb9b2", "Roughness": 0.85},
    "glass": {"Base Color": "#bcd6e6", "Roughness": 0.02, "Transmission": 1.0, "IOR": 1.45},
    "steel": {"Base Color": "#cfd4da", "Metallic": 1.0, "Roughness": 0.25},
    "aluminium": {"Base Color": "#d8dce1", "Metallic": 1.0, "Roughness": 0.18},
    "copper": {"Base Color": "#c27a50", "Metallic": 1.0, "Roughness": 0.22},
    "rubber": {"Base Color": "#1a1b1e", "Roughness": 0.7},
    "water": {"Base Color": "#2f6f8f", "Roughness": 0.05},
    "foliage": {"Base Color": "#4f7f3e", "Roughness": 0.8},
    "grass": {"Base Color": "#8fb36a", "Roughness": 0.9},
    "emissive": {"Base Color": "#fff4dc", "Emission": "#ffe2b0", "Emission Strength": 8.0},
    "zebra": {"Base Color": "#e2ded6", "Roughness": 0.55},
    "vertexColors": {"Base Color": "#e2ded6", "Roughness": 0.5},
    "soil": {"Base Color": "#8a7358", "Roughness": 0.95},
    "rock": {"Base Color": "#9a958c", "Roughness": 0.9},
    "brass": {"Base Color": "#d6b060", "Metallic": 1.0, "Roughness": 0.2},
    "ceramic": {"Base Color": "#f4f1ea", "Roughness": 0.12, "Clearcoat": 0.6},
    "fabric": {"Base Color": "#5a6b82", "Roughness": 0.95, "Sheen": 0.6},
    "plasticRed": {"Base Color": "#b3262e", "Roughness": 0.35, "Clearcoat": 0.5},
    "plasticBlack": {"Base Color": "#202226", "Roughness": 0.4},
}
material_cache = {}


def material(name):
    if name not in material_cache:
        material_cache[name] = principled(name, **MATERIALS.get(name, MATERIALS["clay"]))
    return material_cache[name]


def add_mesh(part, index):
    positions = part["positions"]
    verts = [tuple(positions[i : i + 3]) for i in range(0, len(positions), 3)]
    indices = part["indices"]
    faces = [tuple(indices[i : i + 3]) for i in range(0, len(indices), 3)]
    mesh = bpy.data.meshes.new(f"part{index}")
    mesh.from_pydata(verts, [], faces)
    bm = bmesh.new()
    bm.from_mesh(mesh)
    # Tessellated NURBS repeat the points of a seam or a pole: welded, the shading runs across them.
    bmesh.ops.remove_doubles(bm, verts=bm.verts, dist=1e-5 * max(1.0, description["radius"]))
    bm.to_mesh(mesh)
    bm.free()
    for polygon in mesh.polygons:
        polygon.use_smooth = not part.get("flat", False)
    mesh.use_auto_smooth = True
    mesh.auto_smooth_angle = math.radians(35)
    mesh.materials.append(material(part["material"]))
    obj = bpy.data.objects.new(f"part{index}", mesh)
    scene.collection.objects.link(obj)
    return obj


for index, part in enumerate(description["parts"]):
    add_mesh(part, index)

center = Vector(description["center"])
radius = description["radius"]
bottom = description["bottom"]
camera_spec = description["camera"]
width, height = description["width"], description["height"]
azimuth = math.radians(camera_spec["azimuth"])
elevation = math.radians(camera_spec["elevation"])

# The camera: the bounding sphere fills the frame, then `zoom` moves it nearer (<1) or farther.
fov = math.radians(camera_spec.get("fov", 28))
aspect = width / height
fit = radius / math.sin(fov / 2) / min(1.0, aspect)
distance = fit * 0.9 * camera_spec.get("zoom", 1.0)
shift = camera_spec.get("shift", [0, 0, 0])
target = center + Vector(shift) * radius
position = target + distance * Vector(
    (math.cos(elevation) * math.sin(azimuth), -math.cos(elevation) * math.cos(azimuth), math.sin(elevation))
)
camera_data = bpy.data.cameras.new("camera")
# The field of view is the vertical one for a landscape frame (the horizontal one for a portrait frame).
camera_data.sensor_fit = "VERTICAL" if aspect >= 1 else "HORIZONTAL"
camera_data.sensor_height = camera_data.sensor_width = 24
camera_data.lens = 12 / math.tan(fov / 2)
camera_data.clip_start = radius / 100
camera_data.clip_end = radius * 400
camera = bpy.data.objects.new("camera", camera_data)
camera.location = position
camera.rotation_euler = (target - position).to_track_quat("-Z", "Y").to_euler()
scene.collection.objects.link(camera)
scene.camera = camera


def turned(x, y, z):
    """A point given for a camera at azimuth 0 (x right, -y towards the camera), turned with the camera."""
    c, s = math.cos(azimuth), math.sin(azimuth)
    return center + Vector((x * c - y * s, x * s + y * c, z)) * radius


def area_light(name, location, power, size, colour="#ffffff"):
    data = bpy.data.lights.new(name, "AREA")
    data.shape = "RECTANGLE"
    data.size, data.size_y = size
    data.energy = power * radius * radius
    data.color = rgb(colour)[:3]
    light = bpy.data.objects.new(name, data)
    light.location = location
    light.rotation_euler = (center - location).to_track_quat("-Z", "Y").to_euler()
    scene.collection.objects.link(light)


def sweep(colour, roughness):
    """A seamless studio backdrop: floor and back wall as one curved surface behind the model, facing the camera."""
    mesh = bpy.data.meshes.new("sweep")
    profile = [(y, 0.0) for y in (-14.0, -6.0, -2.0, 0.0, 1.5)]
    bend = 3.0
    for k in range(1, 17):
        angle = k / 16 * math.pi / 2
        profile.append((1.5 + math.sin(angle) * bend, bend - math.cos(angle) * bend))
    profile.append((1.5 + bend, 14.0))
    verts, faces = [], []
    columns = 2
    for y, z in profile:
        for c in range(columns + 1):
            x = -14 + 28 * c / columns
            verts.append(tuple(turned(x, y + 0.5, 0) + Vector((0, 0, z * radius))))
    for r in range(len(profile) - 1):
        for c in range(columns):
            a = r * (columns + 1) + c
            faces.append((a, a + 1, a + columns + 2, a + columns + 1))
    for v in range(len(verts)):
        x, y, z = verts[v]
        # turned() puts z at the model's centre; the floor lies at its lowest point.
        verts[v] = (x, y, z - radius * 0.002 + (bottom - center.z))
    mesh.from_pydata(verts, [], faces)
    for polygon in mesh.polygons:
        polygon.use_smooth = True
    mesh.materials.append(principled("sweep", **{"Base Color": colour, "Roughness": roughness}))
    obj = bpy.data.objects.new("sweep", mesh)
    scene.collection.objects.link(obj)


def world_colour(colour, strength):
    world = bpy.data.worlds.new("world")
    world.use_nodes = True
    background = world.node_tree.nodes["Background"]
    background.inputs["Color"].default_value = rgb(colour)
    background.inputs["Strength"].default_value = strength
    scene.world = world


def daylight(sun_elevation, sun_azimuth, strength=0.35, sun_power=3.2):
    """Physical sky (Nishita) with a sun at the same place: crisp shadows that converge fast."""
    world = bpy.data.worlds.new("sky")
    world.use_nodes = True
    nodes = world.node_tree.nodes
    sky = nodes.new("ShaderNodeTexSky")
    sky.sky_type = "NISHITA"
    sky.sun_elevation = math.radians(sun_elevation)
    sky.sun_rotation = azimuth + math.radians(sun_azimuth)
    sky.sun_disc = False
    sky.air_density = 1.2
    sky.dust_density = 1.5
    world.node_tree.links.new(sky.outputs["Color"], nodes["Background"].inputs["Color"])
    nodes["Background"].inputs["Strength"].default_value = strength
    scene.world = world
    data = bpy.data.lights.new("sun", "SUN")
    data.energy = sun_power
    data.angle = math.radians(2.5)
    data.color = rgb("#fff3e2")[:3]
    sun = bpy.data.objects.new("sun", data)
    # Blender's sky turns the sun about z from +y towards -x; the sun lamp shines down its -z axis.
    rotation = sky.sun_rotation
    direction = Vector(
        (
            math.cos(sky.sun_elevation) * math.sin(rotation),
            math.cos(sky.sun_elevation) * math.cos(rotation),
            math.sin(sky.sun_elevation),
        )
    )
    sun.rotation_euler = (-direction).to_track_quat("-Z", "Y").to_euler()
    scene.collection.objects.link(sun)


def ground(colour, roughness, size=60):
    bpy.ops.mesh.primitive_plane_add(size=size * radius, location=(center.x, center.y, bottom - radius * 0.001))
    plane = bpy.context.object
    plane.data.materials.append(principled("ground", **{"Base Color": colour, "Roughness": roughness}))


def water():
    """A sea at z = 0 (the hull's design waterline): dark, glossy, rippled by a noise bump."""
    bpy.ops.mesh.primitive_plane_add(size=80 * radius, location=(center.x, center.y, 0))
    plane = bpy.context.object
    sea = principled("sea", **{"Base Color": "#0b2a3a", "Roughness": 0.12, "Specular": 0.4})
    tree = sea.node_tree
    noise = tree.nodes.new("ShaderNodeTexNoise")
    noise.inputs["Scale"].default_value = 6 / radius
    noise.inputs["Detail"].default_value = 6
    bump = tree.nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = 0.3
    bump.inputs["Distance"].default_value = 0.02 * radius
    tree.links.new(noise.outputs["Fac"], bump.inputs["Height"])
    tree.links.new(bump.outputs["Normal"], tree.nodes["Principled BSDF"].inputs["Normal"])
    plane.data.materials.append(sea)


studio = description["studio"]
if studio == "product":
    world_colour("#8a94a3", 0.3)
    sweep("#7d8796", 0.5)
    area_light("key", turned(-1.6, -1.2, 2.6), 70, (2.4, 2.4))
    area_light("fill", turned(2.2, -1.6, 0.8), 14, (2.6, 2.6), "#e8eefc")
    area_light("rim", turned(1.2, 2.6, 2.0), 50, (2.8, 0.9), "#ffffff")
elif studio == "jewelry":
    world_colour("#8a857c", 0.55)
    sweep("#3b3835", 0.22)
    area_light("key", turned(-1.4, -1.0, 2.4), 120, (1.6, 2.6), "#fff6ea")
    area_light("strip", turned(2.2, 0.4, 1.2), 70, (0.5, 3.0))
    area_light("top", turned(0.0, 0.3, 3.2), 60, (2.0, 2.0))
    area_light("front", turned(0.3, -3.0, 0.6), 14, (3.0, 1.0))
elif studio == "marine":
    daylight(28, -120, strength=0.35, sun_power=3.2)
    water()
elif studio == "architecture":
    daylight(32, -50, strength=0.35, sun_power=3.0)
    ground("#8f8c86", 0.85)
elif studio == "landscape":
    daylight(26, 60, strength=0.45, sun_power=3.2)
    ground("#8c9a6b", 0.95)
else:
    raise SystemExit(f"unknown studio {studio}")

cycles = scene.cycles
scene.render.engine = "CYCLES"
cycles.device = "CPU"
cycles.samples = description["samples"]
cycles.use_adaptive_sampling = True
cycles.adaptive_threshold = 0.02
cycles.adaptive_min_samples = 24
cycles.use_denoising = False
cycles.max_bounces = 8
cycles.diffuse_bounces = 3
cycles.glossy_bounces = 4
cycles.transmission_bounces = 8
cycles.transparent_max_bounces = 8
# No caustics and a clamp on indirect light: the paths that cause fireflies in jewellery and glass.
cycles.caustics_reflective = False
cycles.caustics_refractive = False
cycles.blur_glossy = 1.0
cycles.sample_clamp_indirect = 6.0
cycles.use_auto_tile = False
scene.render.resolution_x = width
scene.render.resolution_y = height
scene.render.resolution_percentage = 100
scene.render.film_transparent = False
scene.view_settings.view_transform = "Filmic"
scene.view_settings.look = "Medium High Contrast"
scene.view_settings.exposure = description.get("exposure", 0.0)
# The noisy image and Cycles' denoising passes (first-hit albedo and normal) are written as linear EXR files by the
# compositor; joint_bilateral() filters the colour with them as guides, and the result is saved through the scene's
# view transform (Filmic) as the PNG render-images.ts reads.
import os
import numpy as np

view_layer = scene.view_layers[0]
view_layer.cycles.denoising_store_passes = True
scene.use_nodes = True
tree = scene.node_tree
for node in list(tree.nodes):
    tree.nodes.remove(node)
layers = tree.nodes.new("CompositorNodeRLayers")
files = tree.nodes.new("CompositorNodeOutputFile")
folder = os.path.dirname(output)
files.base_path = folder
files.format.file_format = "OPEN_EXR"
files.format.color_depth = "32"
files.file_slots.clear()
for slot, socket in (("colour", "Image"), ("albedo", "Denoising Albedo"), ("normal", "Denoising Normal")):
    files.file_slots.new(slot)
    tree.links.new(layers.outputs[socket], files.inputs[slot])
scene.render.filepath = os.path.join(folder, "unused.png")
bpy.ops.render.render(write_still=False)


def read(name):
    """A pass written by the File Output node (frame 1) as a float array (height, width, 3)."""
    image = bpy.data.images.load(os.path.join(folder, f"{name}0001.exr"))
    image.colorspace_settings.name = "Non-Color"
    array = np.array(image.pixels[:], dtype=np.float32).reshape(height, width, 4)[:, :, :3]
    bpy.data.images.remove(image)
    return array


def joint_bilateral(colour, albedo, normal, radius=5, sigma_space=2.5, sigma_albedo=0.06, sigma_normal=0.2, sigma_light=0.35):
    """
    A cross-bilateral (joint) filter guided by the albedo and normal passes: each pixel averages the neighbours within
    `radius` px whose surface colour and facing match its own and whose brightness is close (on a log scale, so
    highlights stay). Edges, silhouettes and texture live in the guides and stay sharp; what is averaged away is the
    sampling noise of the lighting.
    """
    pad = radius
    c = np.pad(colour, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    a = np.pad(albedo, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    n = np.pad(normal, ((pad, pad), (pad, pad), (0, 0)), mode="edge")
    light = np.log1p(np.maximum(c, 0).mean(axis=2))
    centre = light[pad : pad + height, pad : pad + width]
    total = np.zeros_like(colour)
    weights = np.zeros((height, width, 1), dtype=np.float32)
    for dy in range(-radius, radius + 1):
        for dx in range(-radius, radius + 1):
            spatial = np.exp(-(dx * dx + dy * dy) / (2 * sigma_space**2))
            window = (slice(pad + dy, pad + dy + height), slice(pad + dx, pad + dx + width))
            w = spatial * np.exp(
                -((a[window] - albedo) ** 2).sum(axis=2) / (2 * sigma_albedo**2)
                - ((n[window] - normal) ** 2).sum(axis=2) / (2 * sigma_normal**2)
                - (light[window] - centre) ** 2 / (2 * sigma_light**2)
            )
            w = w[:, :, None].astype(np.float32)
            total += c[window] * w
            weights += w
    return total / np.maximum(weights, 1e-6)


colour = read("colour")
filtered = colour if description.get("raw") else joint_bilateral(colour, read("albedo"), read("normal"))
result = bpy.data.images.new("denoised", width, height, float_buffer=True, alpha=False)
result.colorspace_settings.name = "Linear"
result.pixels[:] = np.concatenate([filtered, np.ones((height, width, 1), dtype=np.float32)], axis=2).ravel()
scene.render.image_settings.file_format = "PNG"
scene.render.image_settings.color_mode = "RGB"
scene.render.image_settings.color_depth = "8"
result.save_render(output, scene=scene)
