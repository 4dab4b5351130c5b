"""Tiled object templates written in the other format than the map that uses them.

Tiled saves a template as ``.tx`` (XML) or ``.tj`` (JSON) whatever the format of the maps
that use it, so a ``.tmj`` map with ``.tx`` templates is an ordinary Tiled project; Tiled
opens it. ``pytiled-parser`` reads only templates in the map's own format, so the checked
copy of such a template (:mod:`.tiled_files`) is written in the map's format, field for
field as Tiled's two formats say the same thing (the TMX and JSON map format references):
an object's attributes, its properties, and its shape (``polygon``/``polyline`` points,
``ellipse``, ``point``, ``text``), and the template's ``tileset`` reference. Values are
carried over as they are: one the parser cannot read is reported by it.

A placed instance is written into the copy as the object it stands for
(:func:`instance_json`, :func:`instance_xml`): the parser overwrites a JSON instance's own
size, class and shape with the template's, and drops a TMX instance's own shape.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

#: object attributes that are numbers in JSON
_NUMBERS = ("id", "x", "y", "width", "height", "rotation", "gid")
#: a text object's attributes that are true/false in JSON (1/0 in XML)
_TEXT_FLAGS = ("wrap", "bold", "italic", "underline", "strikeout", "kerning")


def _number(text: str) -> Any:
    """``text`` as the JSON number Tiled writes for it (as it is when it is none)."""
    try:
        value = float(text)
    except ValueError:
        return text
    return int(value) if value.is_integer() and "." not in text else value


def _xml_value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def _points_xml(points: Any) -> str:
    if not isinstance(points, list):
        return ""
    return " ".join(
        f"{_xml_value(p.get('x'))},{_xml_value(p.get('y'))}" for p in points if isinstance(p, dict)
    )


def _points_json(text: str) -> list[dict[str, Any]]:
    out = []
    for pair in text.split():
        x, _, y = pair.partition(",")
        out.append({"x": _number(x), "y": _number(y)})
    return out


# -- JSON template -> XML ------------------------------------------------------------------
def template_as_xml(data: dict[str, Any]) -> ET.Element:
    """The ``<template>`` element saying what the JSON template ``data`` says."""
    root = ET.Element("template")
    tileset = data.get("tileset")
    if isinstance(tileset, dict):
        ET.SubElement(
            root,
            "tileset",
            {k: _xml_value(v) for k, v in tileset.items() if k in ("firstgid", "source")},
        )
    obj = data.get("object")
    root.append(object_as_xml(obj if isinstance(obj, dict) else {}))
    return root


def object_as_xml(obj: dict[str, Any]) -> ET.Element:
    """One JSON object as Tiled's ``<object>``."""
    el = ET.Element("object")
    for key in ("id", "name", "type", "class", "x", "y", "width", "height", "rotation", "gid"):
        if key in obj and not isinstance(obj[key], (dict, list)):
            el.attrib[key] = _xml_value(obj[key])
    if "visible" in obj:
        el.attrib["visible"] = "1" if obj["visible"] else "0"
    props = obj.get("properties")
    if isinstance(props, list) and props:
        holder = ET.SubElement(el, "properties")
        for prop in props:
            if not isinstance(prop, dict) or isinstance(prop.get("value"), (dict, list)):
                continue  # a class-typed property: a record, not a value
            attrs = {"name": _xml_value(prop.get("name", ""))}
            if prop.get("type", "string") != "string":
                attrs["type"] = _xml_value(prop.get("type"))
            if "propertytype" in prop:
                attrs["propertytype"] = _xml_value(prop["propertytype"])
            attrs["value"] = _xml_value(prop.get("value", ""))
            ET.SubElement(holder, "property", attrs)
    for shape in ("polygon", "polyline"):
        if shape in obj:
            ET.SubElement(el, shape, {"points": _points_xml(obj[shape])})
    if obj.get("ellipse") is True:
        ET.SubElement(el, "ellipse")
    if obj.get("point") is True:
        ET.SubElement(el, "point")
    text = obj.get("text")
    if isinstance(text, dict):
        attrs = {}
        for k, v in text.items():
            if k == "text" or isinstance(v, (dict, list)):
                continue
            attrs[k] = ("1" if v else "0") if k in _TEXT_FLAGS else _xml_value(v)
        ET.SubElement(el, "text", attrs).text = _xml_value(text.get("text", ""))
    return el


# -- XML template -> JSON ------------------------------------------------------------------
def template_as_json(root: ET.Element) -> dict[str, Any]:
    """The JSON template saying what the ``<template>`` element ``root`` says."""
    data: dict[str, Any] = {"type": "template"}
    tileset = root.find("tileset")
    if tileset is not None:
        data["tileset"] = {
            k: _number(v) if k == "firstgid" else v
            for k, v in tileset.attrib.items()
            if k in ("firstgid", "source")
        }
    obj = root.find("object")
    data["object"] = object_as_json(obj if obj is not None else ET.Element("object"))
    return data


def object_as_json(el: ET.Element) -> dict[str, Any]:
    """One ``<object>`` as Tiled's JSON object."""
    obj: dict[str, Any] = {}
    for key, value in el.attrib.items():
        if key in _NUMBERS:
            obj[key] = _number(value)
        elif key == "visible":
            obj[key] = value.strip() != "0"
        elif key in ("name", "type", "class"):
            obj[key] = value
    props = el.find("properties")
    if props is not None:
        out = []
        for prop in props.findall("property"):
            kind = prop.attrib.get("type", "string")
            raw = prop.attrib.get("value", prop.text or "")
            said: Any = raw
            if kind in ("int", "float", "object"):
                said = _number(raw)
            elif kind == "bool":
                said = raw.strip().lower() == "true"
            entry = {"name": prop.attrib.get("name", ""), "type": kind, "value": said}
            if "propertytype" in prop.attrib:
                entry["propertytype"] = prop.attrib["propertytype"]
            out.append(entry)
        obj["properties"] = out
    for shape in ("polygon", "polyline"):
        child = el.find(shape)
        if child is not None:
            obj[shape] = _points_json(child.attrib.get("points", ""))
    if el.find("ellipse") is not None:
        obj["ellipse"] = True
    if el.find("point") is not None:
        obj["point"] = True
    text = el.find("text")
    if text is not None:
        record: dict[str, Any] = {"text": text.text or ""}
        for k, v in text.attrib.items():
            if k in _TEXT_FLAGS:
                record[k] = v.strip() != "0"
            elif k in ("fontfamily", "color", "halign", "valign"):
                record[k] = v
            else:
                record[k] = _number(v)
        obj["text"] = record
    return obj


# -- a placed instance of a template -------------------------------------------------------
#: the fields that together say an object's shape (one of them is the shape)
_SHAPES = ("polygon", "polyline", "ellipse", "point", "text")
#: the class, written ``type`` (Tiled before 1.9 and since 1.10) or ``class`` (1.9)
_CLASS = ("type", "class")


def is_tile_template(template: Any) -> bool:
    """Whether a template (a JSON record or a ``<template>`` element) places a tile (its
    object names a tile of the template's own tileset)."""
    if isinstance(template, ET.Element):
        obj = template.find("object")
        return obj is not None and "gid" in obj.attrib
    obj = template.get("object") if isinstance(template, dict) else None
    return isinstance(obj, dict) and "gid" in obj


def instance_json(template: dict[str, Any], placed: dict[str, Any]) -> dict[str, Any]:
    """The JSON object a placed template instance stands for: the template's object with
    the placed object's fields over it (the JSON map format reference, object
    ``template``: the instance keeps what it changed, the rest comes from the template).
    A shape or a class the instance has replaces the template's whole (a polygon replaces
    a rectangle's ``ellipse`` flag too); properties are merged by name, the instance's
    winning; the template's ``id`` is none of the instance's."""
    obj = template.get("object")
    out = {k: v for k, v in obj.items() if k != "id"} if isinstance(obj, dict) else {}
    for group in (_SHAPES, _CLASS):
        if any(k in placed for k in group):
            for k in group:
                out.pop(k, None)
    own = placed.get("properties")
    own_props = [p for p in own if isinstance(p, dict)] if isinstance(own, list) else []
    named = {p.get("name") for p in own_props}
    inherited = out.pop("properties", None)
    props = own_props + [
        p
        for p in (inherited if isinstance(inherited, list) else [])
        if isinstance(p, dict) and p.get("name") not in named
    ]
    out.update((k, v) for k, v in placed.items() if k not in ("template", "properties"))
    if props:
        out["properties"] = props
    return out


def instance_xml(template: ET.Element, placed: ET.Element) -> None:
    """Make the placed ``<object>`` the object it stands for, in place: the template's
    object with the placed one's attributes and children over it (the TMX map format
    reference, ``<object template>``), by the rules of :func:`instance_json`."""
    obj = template.find("object")
    base = obj if obj is not None else ET.Element("object")
    attrs = {k: v for k, v in base.attrib.items() if k != "id"}
    if any(k in placed.attrib for k in _CLASS):
        for k in _CLASS:
            attrs.pop(k, None)
    attrs.update((k, v) for k, v in placed.attrib.items() if k != "template")
    own_shape = any(placed.find(s) is not None for s in _SHAPES)
    children = [c for c in placed if c.tag != "properties"]
    if not own_shape:
        children += [c for c in base if c.tag in _SHAPES]
    own = placed.find("properties")
    props = ET.Element("properties")
    if own is not None:
        props.extend(own.findall("property"))
    named = {p.attrib.get("name") for p in props}
    inherited = base.find("properties")
    if inherited is not None:
        props.extend(p for p in inherited.findall("property") if p.attrib.get("name") not in named)
    placed.attrib.clear()
    placed.attrib.update(attrs)
    for child in list(placed):
        placed.remove(child)
    if len(props):
        placed.append(props)
    placed.extend(children)
