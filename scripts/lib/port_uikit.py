#!/usr/bin/env python3
"""Ports a folder of UIKit sources to XUIKit mechanically (scripts/port-uikit.sh runs it).

What it does, file by file, and the order it does it in:
  1. Imports: `import UIKit` becomes `import XUIKit`; CoreGraphics and QuartzCore go (XUIKit
     provides their types), and Foundation beside UIKit (XUIKit re-exports it); SwiftUI goes when
     the file uses none of it; any other module Linux lacks is reported.
  2. `@UIApplicationMain` (or `@main`) on the app delegate becomes `@main final class` (an app
     delegate a main.swift names in `UIApplicationMain(..., NSStringFromClass(X.self))` becomes
     `final class`; the call ports unchanged), and a scene delegate class (adopting `UIWindowSceneDelegate` or `UISceneDelegate`) becomes `final`:
     XUIKit makes both with `init()`, which a non-final class can satisfy only if it is `required`.
  3. Actions: every `#selector(...)` names a method; the method loses `@objc`/`@IBAction`, and the
     file that declares it gains the selector recipe of the Porting article, the form that reaches
     `private` methods:
         extension ViewController { nonisolated static let tappedAction = Selector("tapped:", tapped(_:)) }
         extension Selector { static let tapped = ViewController.tappedAction }
     and the `#selector(...)` becomes `.tapped` (or `Selector.tapped` outside an argument).
  4. `let b: UIButton = { ...self... }()` stored properties become `lazy var` (there is no
     NSObject `self` method on Linux; a lazy initializer sees the instance).
  5. Info.plist: a `UIApplicationSceneManifest` becomes code: the app delegate's
     `application(_:configurationForConnecting:options:)` sets `delegateClass`.
  6. Everything else that cannot be ported mechanically is listed: storyboards and xibs,
     `@IBOutlet`s (the attribute goes so the file compiles; the outlet is listed), KVC
     (`setValue(_:forKey:)`, `value(forKey:)`) except on layers and animations, which are
     key-value containers in XUIKit too (kept, and listed), `#selector(getter:)`, leftover `@objc` on
     properties (KVO), `@NSManaged`.
  7. `#keyPath(CALayer.opacity)` becomes `"opacity"`; `@IBInspectable`/`@IBDesignable` go.
  8. A statement that starts a block timer and drops it (`Timer.scheduledTimer(withTimeInterval:
     repeats:) { ... }` on a line of its own) gets `_ = ` in front: Apple's Foundation comes from
     Objective-C, whose methods' results may be dropped, and Linux's does not say so.

Usage: port_uikit.py SOURCE [DEST]   (DEST defaults to SOURCE, ported in place)
Exit status: 0 when ported (the report may still list manual work), 2 on bad arguments.
"""
import os
import plistlib
import re
import shutil
import sys

UNAVAILABLE_MODULES = {"SwiftUI", "Combine", "CoreData", "AVFoundation", "AVKit", "MapKit", "CoreLocation",
                       "Photos", "PhotosUI", "WebKit", "SafariServices", "StoreKit", "UserNotifications",
                       "CoreMotion", "Contacts", "ContactsUI", "MessageUI", "GameKit", "SpriteKit", "SceneKit",
                       "ARKit", "Vision", "CoreML", "CloudKit", "WidgetKit", "os", "OSLog"}
PROVIDED_MODULES = {"CoreGraphics", "QuartzCore", "CoreText"}
# Selector names XUIKit itself declares (the standard edit actions): a ported action of the same
# name gets its type's name in front, so `.copy` keeps meaning the edit action.
RESERVED_SELECTORS = {"cut", "copy", "paste", "select", "selectAll", "delete"}
SWIFTUI_WORDS = re.compile(r"\b(some View|UIHostingController|PreviewProvider|#Preview|@State|@Binding|@ObservedObject|"
                           r"@StateObject|@EnvironmentObject|NavigationView|VStack|HStack|ZStack|UIViewRepresentable)\b")

report = []


def note(path, line, message):
    report.append(f"{path}:{line}: {message}" if line else f"{path}: {message}")


def line_of(text, index):
    return text.count("\n", 0, index) + 1


def objc_name(base, labels):
    """The Objective-C selector Swift derives: foo(_:) -> "foo:", foo(bar:) -> "fooWithBar:"."""
    if not labels:
        return base
    first = labels[0]
    name = base + ":" if first == "_" else base + "With" + first[0].upper() + first[1:] + ":"
    return name + "".join(label + ":" for label in labels[1:])


def parse_selector(expression):
    """`#selector(self.tapped(_:with:))` -> ("tapped", ["_", "with"], qualifier or None)."""
    inner = expression.strip()
    match = re.fullmatch(r"(?:([A-Za-z_][\w.]*)\.)?([A-Za-z_]\w*)(?:\(((?:[A-Za-z_]\w*:)*)\))?", inner)
    if not match:
        return None
    qualifier, base, labels = match.group(1), match.group(2), match.group(3)
    return base, [label for label in (labels or "").split(":") if label], qualifier


def enclosing_types(text):
    """Maps each character offset that opens a type body to the type's name, with its span."""
    spans = []
    for match in re.finditer(r"\b(?:class|struct|enum|extension|actor)\s+([A-Za-z_][\w.]*)[^{\n]*\{", text):
        start = match.end() - 1
        depth, index = 0, start
        while index < len(text):
            if text[index] == "{":
                depth += 1
            elif text[index] == "}":
                depth -= 1
                if depth == 0:
                    break
            index += 1
        spans.append((start, index, match.group(1)))
    return spans


def type_at(spans, offset):
    best = None
    for start, end, name in spans:
        if start < offset < end and (best is None or start > best[0]):
            best = (start, end, name)
    return best[2] if best else None


def method_labels(parameter_text):
    labels = []
    for parameter in split_parameters(parameter_text):
        words = parameter.split(":")[0].split()
        if words:
            labels.append(words[0])
    return labels


def split_parameters(text):
    depth, current, parts = 0, "", []
    for char in text:
        if char in "([<":
            depth += 1
        elif char in ")]>":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current)
            current = ""
        else:
            current += char
    if current.strip():
        parts.append(current)
    return parts


FUNC = re.compile(r"((?:@objc(?:\([^)]*\))?\s+|@IBAction\s+|(?:private|fileprivate|internal|public|open|override|final|"
                  r"dynamic|static|class)\s+)*)func\s+([A-Za-z_]\w*)\s*\(([^)]*)\)")


def find_methods(files):
    """Every method declaration: (file, type, base, labels, is_private)."""
    methods = []
    for path, text in files.items():
        spans = enclosing_types(text)
        for match in FUNC.finditer(text):
            owner = type_at(spans, match.start())
            if owner:
                methods.append((path, owner, match.group(2), method_labels(match.group(3)),
                                "private" in match.group(1).split()))
    return methods


def port_imports(path, text):
    def replace(match):
        module = match.group(1)
        if module == "UIKit":
            return "import XUIKit"
        if module in PROVIDED_MODULES:
            note(path, line_of(text, match.start()), f"removed `import {module}`: XUIKit provides its types")
            return ""
        if module == "Foundation" and re.search(r"^import\s+UIKit[ \t]*$", text, flags=re.M):
            # XUIKit re-exports Foundation; imported directly too, Foundation's own
            # Timer.scheduledTimer and addObserver(forName:) would be seen beside XUIKit's
            # discardable ones, and their dropped results would warn (the Porting article).
            note(path, line_of(text, match.start()), "removed `import Foundation`: XUIKit re-exports it")
            return ""
        if module == "SwiftUI" and not SWIFTUI_WORDS.search(text):
            note(path, line_of(text, match.start()), "removed `import SwiftUI`: nothing in the file uses it")
            return ""
        if module in UNAVAILABLE_MODULES:
            note(path, line_of(text, match.start()), f"cannot port: `import {module}` has no Linux counterpart; kept")
        return match.group(0)
    text = re.sub(r"^import\s+(\w+)[ \t]*$", replace, text, flags=re.M)
    return re.sub(r"\n{3,}", "\n\n", text) if "\n\n\n" in text else text


def port_main(path, text):
    match = re.search(r"@(?:UIApplicationMain|main)\s+((?:(?:public|internal|final)\s+)*)class\s+(\w+)", text)
    if not match:
        return text, None
    modifiers = match.group(1)
    if "final" not in modifiers.split():
        modifiers = (modifiers + "final ").lstrip()
    return text[:match.start()] + f"@main {modifiers}class {match.group(2)}" + text[match.end():], match.group(2)


def port_main_swift(files):
    """A main.swift calling `UIApplicationMain(..., NSStringFromClass(AppDelegate.self))` names the
    app delegate: it becomes `final` (XUIKit makes it with `init()`); the call itself ports
    unchanged. Returns (delegate type, path of its file) or (None, None)."""
    for path, text in files.items():
        if os.path.basename(path) != "main.swift":
            continue
        call = re.search(r"UIApplicationMain\s*\([^;\n]*NSStringFromClass\(\s*(\w+)\.self\s*\)\s*\)", text)
        if not call:
            continue
        name = call.group(1)
        pattern = r"^([ \t]*)((?:(?:public|internal|open|final)\s+)*)class\s+" + name + r"\b"
        for declaring, source in files.items():
            match = re.search(pattern, source, flags=re.M)
            if not match:
                continue
            modifiers = match.group(2)
            if "final" not in modifiers.split():
                final = (modifiers.replace("open ", "public ") + "final ").lstrip()
                files[declaring] = source[:match.start()] + f"{match.group(1)}{final}class {name}" + source[match.end():]
                note(declaring, line_of(source, match.start()),
                     f"app delegate {name} (named by UIApplicationMain in {path}) became `final` (XUIKit makes it with `init()`)")
            return name, declaring
        note(path, line_of(text, call.start()), f"cannot port: UIApplicationMain names {name}, which no ported file declares")
    return None, None


def port_scene_delegate(path, text):
    """`class SceneDelegate: UIResponder, UIWindowSceneDelegate` -> `final class ...`."""
    pattern = r"^([ \t]*)((?:(?:public|internal|open)\s+)*)class\s+(\w+)\s*:([^{]*\bUI(?:Window)?SceneDelegate\b[^{]*)\{"
    def replace(match):
        note(path, line_of(text, match.start()), f"scene delegate {match.group(3)} became `final` (XUIKit makes it with `init()`)")
        modifiers = match.group(2).replace("open ", "public ")
        return f"{match.group(1)}{modifiers}final class {match.group(3)}:{match.group(4)}{{"
    return re.sub(pattern, replace, text, flags=re.M)


def port_lazy_self(path, text):
    """`let x: T = { ... self ... }()` -> `lazy var`, since no `self` method exists on Linux."""
    out, index = [], 0
    for match in re.finditer(r"^([ \t]+)((?:private |fileprivate |internal |public )?)let(\s+\w+\s*:\s*[^=\n]+=\s*\{)", text, flags=re.M):
        depth, end = 0, match.end() - 1
        while end < len(text):
            depth += {"{": 1, "}": -1}.get(text[end], 0)
            if depth == 0:
                break
            end += 1
        body = text[match.end():end]
        if re.search(r"\bself\b", body) and text[end + 1:end + 3] == "()":
            out.append(text[index:match.start()])
            out.append(f"{match.group(1)}{match.group(2)}lazy var{match.group(3)}")
            index = match.end()
            note(path, line_of(text, match.start()), "stored `let` whose closure uses `self` became `lazy var` (Linux has no NSObject `self` method)")
    out.append(text[index:])
    return "".join(out)


# A receiver that reads as Core Animation's: its layers and animations are key-value containers in
# XUIKit as in Core Animation (R30.22), so KVC on them compiles and is kept.
CORE_ANIMATION_RECEIVER = re.compile(r"(?i)layer|anim|presentation\(\)|CATransaction")
KVC_CALL = re.compile(r"(?:([\w.?!()\[\]]*)\.)?\b(setValue\(.*?forKey(?:Path)?:|value\(forKey(?:Path)?:)")


CA_CLASS = r"CA\w*(?:Layer|Animation|AnimationGroup|Transition)\b"
CA_VARIABLE = re.compile(r"\b(?:let|var)\s+(\w+)\s*(?::\s*" + CA_CLASS + r"|(?::\s*[\w.]+[?!]?\s*)?=\s*" + CA_CLASS + r"\s*\()")


def kvc_on_core_animation(line, text):
    """Whether every KVC call on `line` is made on what reads as a layer or an animation: a receiver
    named so, a variable the file declares as or makes from a Core Animation class, or no receiver
    inside a file that subclasses one."""
    calls = list(KVC_CALL.finditer(line))
    if not calls:
        return False
    in_subclass = re.search(r":\s*" + CA_CLASS, text) is not None
    variables = set(CA_VARIABLE.findall(text))

    def core_animation(receiver):
        if not receiver:
            return in_subclass
        last = re.sub(r"[?!]$", "", receiver).split(".")[-1]
        return bool(CORE_ANIMATION_RECEIVER.search(receiver)) or last in variables
    return all(core_animation(call.group(1)) for call in calls)


def report_unportable(path, text):
    for pattern, message in [
        (r"\bfunc awakeFromNib\(", "cannot port: `awakeFromNib` runs only for views and controllers loaded from a nib or storyboard; call its set-up from `init(frame:)`/`viewDidLoad`"),
        (r"\bUIStoryboardSegue\b|\bperformSegue\(|\bshouldPerformSegue\(", "cannot port: segues come from storyboards; present or push the controller in code"),
        (r"@NSManaged", "cannot port: `@NSManaged` (an Objective-C dynamic property, e.g. a custom animatable layer property) has no runtime on Linux"),
        (r"#selector\(\s*(getter|setter):", "cannot port: #selector(getter:/setter:) has no XUIKit equivalent"),
        (r"\bUIStoryboard\(", "cannot port: storyboards are not supported; build the controller in code"),
        (r"\bUINib\(", "cannot port: xibs are not supported; build the view in code"),
        (r"@objc\s+dynamic", "cannot port: `@objc dynamic` (KVO) has no runtime on Linux; use didSet or a closure"),
    ]:
        for match in re.finditer(pattern, text):
            note(path, line_of(text, match.start()), message)
    # KVC on anything but a layer or an animation cannot compile: the statement is commented out,
    # so the rest of the file still builds. On a layer or an animation it is kept (R30.22).
    out = []
    for number, line in enumerate(text.split("\n"), start=1):
        if KVC_CALL.search(line) and not line.lstrip().startswith("//"):
            if kvc_on_core_animation(line, text):
                note(path, number, "kept KVC on a layer or an animation: XUIKit's are key-value containers, as Core Animation's (check the receiver is one)")
            else:
                kind = "setValue(_:forKey:)" if "setValue(" in line else "value(forKey:)"
                note(path, number, f"cannot port: KVC `{kind}` has no runtime on Linux but on layers and animations; use the typed property")
                indent = line[:len(line) - len(line.lstrip())]
                line = f"{indent}// port-uikit: KVC has no runtime on Linux (see PORTING-REPORT.txt): {line.lstrip()}"
        out.append(line)
    return "\n".join(out)


def port_key_paths(path, text):
    """`#keyPath(CALayer.opacity)` → `"opacity"`: the string the Objective-C runtime would make.

    The leading type names (capitalised components, `QuartzCore.CALayer` too) go; the property
    path after them is the key path Core Animation and KVC read (`#keyPath(view.center)` keeps
    both components). XUIKit's `CAPropertyAnimation(keyPath:)` takes the same strings."""
    def replace(match):
        parts = [part.strip() for part in match.group(1).split(".")]
        while len(parts) > 1 and parts[0][:1].isupper():
            parts.pop(0)
        return '"' + ".".join(parts) + '"'
    count = len(re.findall(r"#keyPath\(\s*([A-Za-z_][\w.\s]*?)\s*\)", text))
    if count:
        note(path, 0, f"replaced {count} #keyPath(...) with its string (Linux has no Objective-C runtime)")
    return re.sub(r"#keyPath\(\s*([A-Za-z_][\w.\s]*?)\s*\)", replace, text)


def port_dropped_timers(path, text):
    """`Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { ... }` as a statement becomes
    `_ = Timer.scheduledTimer(...)`: swift-corelibs-foundation declares the block form without
    `@discardableResult`, so Swift warns where the iOS SDK's Objective-C import does not."""
    pattern = re.compile(r"^(\s*)((?:Foundation\.)?Timer\.scheduledTimer\(withTimeInterval:)", re.MULTILINE)
    count = len(pattern.findall(text))
    if count:
        note(path, 0, f"wrote `_ = ` before {count} Timer.scheduledTimer(withTimeInterval:repeats:block:) whose result was "
                      "dropped (Linux's Foundation warns where Objective-C's does not)")
    return pattern.sub(r"\1_ = \2", text)


def port_interface_builder(path, text):
    """Interface Builder attributes go, so the rest of the file compiles; what they connected is
    reported (an outlet stays nil until code assigns it; build the view in code)."""
    for match in re.finditer(r"@IBOutlet\b", text):
        note(path, line_of(text, match.start()),
             "cannot port: @IBOutlet (attribute removed, so the file compiles) needs a storyboard or xib; "
             "create the view in code and assign it")
    text = re.sub(r"@IBOutlet\s+", "", text)
    count = len(re.findall(r"@IBInspectable\s+|@IBDesignable\s+", text))
    if count:
        note(path, 0, f"removed {count} @IBInspectable/@IBDesignable attribute(s) (set the properties in code)")
    return re.sub(r"@IBInspectable\s+|@IBDesignable\s+", "", text)


def scene_manifest(source):
    """The scene delegate class named by Info.plist's UIApplicationSceneManifest, if any."""
    for root, _, names in os.walk(source):
        for name in names:
            if name != "Info.plist":
                continue
            path = os.path.join(root, name)
            try:
                with open(path, "rb") as handle:
                    plist = plistlib.load(handle)
            except Exception as error:   # an unreadable plist is reported, not fatal
                note(os.path.relpath(path, source), 0, f"could not read: {error}")
                continue
            for key in ("UIMainStoryboardFile", "UILaunchStoryboardName", "NSMainNibFile"):
                if key in plist:
                    note(os.path.relpath(path, source), 0, f"cannot port: {key} = {plist[key]} (storyboards are not supported)")
            manifest = plist.get("UIApplicationSceneManifest", {})
            roles = manifest.get("UISceneConfigurations", {})
            for configuration in roles.get("UIWindowSceneSessionRoleApplication", []):
                delegate = configuration.get("UISceneDelegateClassName", "")
                if "UISceneStoryboardFile" in configuration:
                    note(os.path.relpath(path, source), 0, f"cannot port: scene storyboard {configuration['UISceneStoryboardFile']}")
                if delegate:
                    delegate = delegate.split(".")[-1]
                    note(os.path.relpath(path, source), 0,
                         f"scene manifest: delegate class {delegate} is set in the app delegate's configurationForConnecting")
                    return configuration.get("UISceneConfigurationName", "Default Configuration"), delegate
    return None


def port_scene_configuration(path, text, delegate_type, manifest):
    name, scene_delegate = manifest
    if f"delegateClass = {scene_delegate}.self" in text:
        return text
    existing = re.search(r"return\s+UISceneConfiguration\(name:\s*([^,]+),\s*sessionRole:\s*([^)]+)\)", text)
    if existing:
        indent = re.search(r"([ \t]*)return", text[text.rfind("\n", 0, existing.start()) + 1:existing.end()]).group(1)
        replacement = (f"let configuration = UISceneConfiguration(name: {existing.group(1)}, sessionRole: {existing.group(2)})\n"
                       f"{indent}configuration.delegateClass = {scene_delegate}.self\n{indent}return configuration")
        return text[:existing.start()] + replacement + text[existing.end():]
    spans = [span for span in enclosing_types(text) if span[2] == delegate_type]
    if not spans:
        return text
    end = spans[0][1]
    method = (f"\n    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,\n"
              f"                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {{\n"
              f"        let configuration = UISceneConfiguration(name: \"{name}\", sessionRole: connectingSceneSession.role)\n"
              f"        configuration.delegateClass = {scene_delegate}.self\n"
              f"        return configuration\n    }}\n")
    return text[:end].rstrip() + "\n" + method + text[end:]


def main(argv):
    if len(argv) not in (2, 3) or not os.path.isdir(argv[1]):
        print(__doc__.split("\n\n")[-2], file=sys.stderr)
        return 2
    source = os.path.abspath(argv[1])
    dest = os.path.abspath(argv[2]) if len(argv) == 3 else source
    if dest != source:
        if os.path.exists(dest):
            shutil.rmtree(dest)
        shutil.copytree(source, dest)

    files = {}
    for root, _, names in os.walk(dest):
        for name in sorted(names):
            path = os.path.join(root, name)
            relative = os.path.relpath(path, dest)
            if name.endswith((".storyboard", ".xib")):
                note(relative, 0, "cannot port: storyboards and xibs are not supported; build the interface in code")
            if name.endswith(".swift"):
                with open(path, encoding="utf-8") as handle:
                    files[relative] = handle.read()

    main_type, main_path = None, None
    for path in list(files):
        text = port_imports(path, files[path])
        text, found = port_main(path, text)
        if found:
            main_type, main_path = found, path
        text = port_scene_delegate(path, text)
        text = port_lazy_self(path, text)
        text = port_dropped_timers(path, text)
        text = report_unportable(path, text)
        files[path] = text

    if main_type is None:
        main_type, main_path = port_main_swift(files)

    # Actions: resolve every #selector to a method declaration.
    methods = find_methods(files)
    generated = {}   # path -> {type: [(identifier, objc, reference, is_private)]}
    identifiers = {}  # (type, base, labels) -> identifier
    used_names = {}
    selector = re.compile(r"#selector\(((?:[^()]|\([^()]*\))*)\)")
    for path in list(files):
        text = files[path]

        def replace(match):
            parsed = parse_selector(match.group(1))
            line = line_of(text, match.start())
            if match.group(1).lstrip().startswith(("getter:", "setter:")):
                return match.group(0)
            if not parsed:
                note(path, line, f"cannot port: could not read {match.group(0)}")
                return match.group(0)
            base, labels, qualifier = parsed
            owner_hint = qualifier.split(".")[-1] if qualifier and qualifier != "self" else None
            candidates = [m for m in methods if m[2] == base and (not labels or m[3] == labels)
                          and (owner_hint is None or m[1] == owner_hint)]
            if not labels:
                candidates = [m for m in candidates if len(m[3]) <= 2] or candidates
            if not candidates:
                note(path, line, f"cannot port: no method found for {match.group(0)}")
                return match.group(0)
            declared_path, owner, _, method_labels_, is_private = candidates[0]
            key = (owner, base, tuple(method_labels_))
            if key not in identifiers:
                identifier = base
                if identifier in RESERVED_SELECTORS or (identifier in used_names and used_names[identifier] != key):
                    identifier = owner[0].lower() + owner[1:] + base[0].upper() + base[1:]
                used_names[identifier] = key
                identifiers[key] = identifier
                reference = f"{owner}.{base}" + (f"({''.join(label + ':' for label in method_labels_)})" if method_labels_ else "")
                generated.setdefault(declared_path, {}).setdefault(owner, []).append(
                    (identifier, objc_name(base, method_labels_), reference))
            identifier = identifiers[key]
            before = text[:match.start()].rstrip()
            return f".{identifier}" if before.endswith(":") else f"Selector.{identifier}"
        files[path] = selector.sub(replace, text)

    # @objc and @IBAction go: Linux has no Objective-C runtime (`@objc` is an error there).
    for path in list(files):
        text = files[path]
        count = len(re.findall(r"@objc(?:\([^)]*\))?\s+(?!dynamic)|@IBAction\s+", text))
        text = re.sub(r"@objc(?:\([^)]*\))?\s+(?!dynamic)|@IBAction\s+", "", text)
        if count:
            note(path, 0, f"removed {count} @objc/@IBAction attribute(s)")
        files[path] = port_interface_builder(path, port_key_paths(path, text))

    for path, owners in generated.items():
        blocks = ["\n// Actions, generated by scripts/port-uikit.sh (the selector recipe: see the Porting article)."]
        selectors = []
        for owner, entries in owners.items():
            lines = [f"    nonisolated static let {identifier}Action = Selector(\"{objc}\", {reference})"
                     for identifier, objc, reference in entries]
            blocks.append(f"extension {owner} {{\n" + "\n".join(lines) + "\n}")
            selectors += [f"    static let {identifier} = {owner}.{identifier}Action" for identifier, _, _ in entries]
        blocks.append("extension Selector {\n" + "\n".join(selectors) + "\n}\n")
        files[path] = files[path].rstrip() + "\n" + "\n".join(blocks)

    manifest = scene_manifest(dest)
    if manifest and main_path:
        files[main_path] = port_scene_configuration(main_path, files[main_path], main_type, manifest)
    elif manifest:
        note("Info.plist", 0, "cannot port: a scene manifest but no @main/@UIApplicationMain app delegate (nor one UIApplicationMain names) was found")

    for relative, text in files.items():
        with open(os.path.join(dest, relative), "w", encoding="utf-8") as handle:
            handle.write(text)
    for root, _, names in os.walk(dest):
        for name in names:
            if name == "Info.plist":
                note(os.path.relpath(os.path.join(root, name), dest), 0, "not used by XUIKit (kept for reference)")

    with open(os.path.join(dest, "PORTING-REPORT.txt"), "w", encoding="utf-8") as handle:
        handle.write("\n".join(report) + "\n")
    manual = [line for line in report if "cannot port" in line]
    print("\n".join(report))
    print(f"port-uikit: ported {len(files)} Swift files into {dest}; "
          f"{sum(len(e) for o in generated.values() for e in o.values())} actions; {len(manual)} item(s) need manual work "
          f"(listed above and in PORTING-REPORT.txt)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
