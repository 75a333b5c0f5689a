import Foundation

/// One system type declaration: what Apple's `UTType` reference and `UTCoreTypes.h` say of a type.
struct TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let extensions: [String]
    let mimeTypes: [String]
    let description: String
}

/// The built-in declarations, Apple's identifiers and conformances, with the extensions and MIME
/// types in Apple's preferred order (R32.1). Extensions and MIME types listed twice resolve to the
/// first declaration that lists them.
enum TypeDeclarations {
    private static func d(_ identifier: String, _ conformsTo: [String], description: String) -> TypeDeclaration {
        d(identifier, conformsTo, [], [], description)
    }

    private static func d(_ identifier: String, _ conformsTo: [String], _ extensions: [String], _ mimeTypes: [String],
                          _ description: String) -> TypeDeclaration {
        TypeDeclaration(identifier: identifier, conformsTo: conformsTo, extensions: extensions, mimeTypes: mimeTypes,
                        description: description)
    }

    static let all: [TypeDeclaration] = [
        // The roots.
        d("public.item", [], description: "item"),
        d("public.content", [], description: "content"),
        d("public.composite-content", ["public.content"], description: "composite content"),
        d("public.data", ["public.item"], description: "data"),
        d("public.disk-image", ["public.archive"], description: "disk image"),
        d("public.directory", ["public.item"], description: "directory"),
        d("public.folder", ["public.directory"], description: "folder"),
        d("public.volume", ["public.folder"], description: "volume"),
        d("com.apple.package", ["public.directory"], description: "package"),
        d("com.apple.bundle", ["public.directory"], description: "bundle"),
        d("public.symlink", ["public.item"], description: "symbolic link"),
        d("public.alias-file", ["public.data"], description: "alias file"),
        d("public.executable", ["public.item"], description: "executable"),
        d("public.unix-executable", ["public.data", "public.executable"], description: "Unix executable"),
        d("public.url", ["public.data"], description: "URL"),
        d("public.file-url", ["public.url"], description: "file URL"),
        d("public.url-name", ["public.utf8-plain-text"], description: "URL name"),
        d("public.message", ["public.data", "public.content"], description: "message"),
        d("public.contact", ["public.data", "public.content"], description: "contact"),
        d("public.calendar-event", ["public.data", "public.content"], description: "calendar event"),
        // Text.
        d("public.text", ["public.data", "public.content"], description: "text"),
        d("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "text"),
        d("public.utf8-plain-text", ["public.plain-text"], description: "Unicode text"),
        d("public.utf16-external-plain-text", ["public.plain-text"], description: "Unicode text"),
        d("public.utf16-plain-text", ["public.plain-text"], description: "Unicode text"),
        d("public.utf8-tab-separated-values-text", ["public.tab-separated-values-text"], description: "tab-separated text"),
        d("public.delimited-values-text", ["public.text"], description: "delimited text"),
        d("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv", "text/comma-separated-values"], "CSV document"),
        d("public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"], ["text/tab-separated-values"], "tab-separated text"),
        d("public.rtf", ["public.text"], ["rtf"], ["text/rtf", "application/rtf"], "rich text"),
        d("public.html", ["public.text"], ["html", "htm", "shtml", "shtm"], ["text/html"], "HTML document"),
        d("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML document"),
        d("public.xhtml", ["public.html", "public.xml"], ["xhtml", "xht"], ["application/xhtml+xml"], "XHTML document"),
        d("public.json", ["public.text"], ["json"], ["application/json"], "JSON document"),
        d("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml", "application/yaml"], "YAML document"),
        d("public.vcard", ["public.text", "public.contact"], ["vcf", "vcard"], ["text/vcard", "text/x-vcard"], "vCard"),
        d("public.source-code", ["public.plain-text"], description: "source code"),
        d("public.script", ["public.source-code"], description: "script"),
        d("public.shell-script", ["public.script"], ["sh", "command"], ["application/x-sh", "application/x-shellscript"], "shell script"),
        d("public.python-script", ["public.script"], ["py"], ["text/x-python", "text/x-python3"], "Python script"),
        d("public.ruby-script", ["public.script"], ["rb"], ["text/x-ruby", "application/x-ruby"], "Ruby script"),
        d("public.perl-script", ["public.script"], ["pl", "pm"], ["text/x-perl", "application/x-perl"], "Perl script"),
        d("com.netscape.javascript-source", ["public.source-code", "public.executable"], ["js", "mjs"], ["text/javascript", "application/javascript"], "JavaScript"),
        d("public.c-source", ["public.source-code"], ["c"], ["text/x-csrc"], "C source"),
        d("public.c-header", ["public.source-code"], ["h"], ["text/x-chdr"], "C header"),
        d("public.c-plus-plus-source", ["public.source-code"], ["cpp", "cc", "cxx", "c++"], ["text/x-c++src"], "C++ source"),
        d("public.objective-c-source", ["public.source-code"], ["m"], ["text/x-objcsrc"], "Objective-C source"),
        d("public.swift-source", ["public.source-code"], ["swift"], ["text/x-swift"], "Swift source"),
        d("public.assembly-source", ["public.source-code"], ["s"], [], "assembly source"),
        d("net.daringfireball.markdown", ["public.plain-text"], ["md", "markdown"], ["text/markdown", "text/x-markdown"], "Markdown document"),
        d("public.log", ["public.text"], ["log"], ["text/x-log"], "log file"),
        d("public.property-list", ["public.data"], ["plist"], [], "property list"),
        d("com.apple.xml-property-list", ["public.xml", "public.property-list"], [], [], "XML property list"),
        // Images.
        d("public.image", ["public.data", "public.content"], description: "image"),
        d("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
        d("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg", "image/jpg"], "JPEG image"),
        d("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
        d("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
        d("com.microsoft.bmp", ["public.image"], ["bmp", "dib"], ["image/bmp", "image/x-bmp"], "Windows bitmap image"),
        d("com.microsoft.ico", ["public.image"], ["ico"], ["image/vnd.microsoft.icon", "image/x-icon"], "Windows icon image"),
        d("public.svg-image", ["public.image", "public.xml"], ["svg", "svgz"], ["image/svg+xml"], "SVG image"),
        d("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
        d("public.heic", ["public.heif-standard"], ["heic"], ["image/heic"], "HEIC image"),
        d("public.heif", ["public.heif-standard"], ["heif"], ["image/heif"], "HEIF image"),
        d("public.heif-standard", ["public.image"], description: "HEIF image"),
        d("public.avif", ["public.heif-standard"], ["avif"], ["image/avif"], "AVIF image"),
        d("public.camera-raw-image", ["public.image"], description: "raw image"),
        d("com.adobe.photoshop-image", ["public.image"], ["psd"], ["image/vnd.adobe.photoshop"], "Photoshop image"),
        d("com.truevision.tga-image", ["public.image"], ["tga"], ["image/x-tga"], "TGA image"),
        // Documents.
        d("com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"], "PDF document"),
        d("com.adobe.postscript", ["public.data", "public.composite-content"], ["ps"], ["application/postscript"], "PostScript document"),
        d("org.idpf.epub-container", ["public.zip-archive", "public.composite-content"], ["epub"], ["application/epub+zip"], "EPUB book"),
        d("public.spreadsheet", ["public.content"], description: "spreadsheet"),
        d("public.presentation", ["public.composite-content"], description: "presentation"),
        d("public.database", ["public.item"], description: "database"),
        d("org.oasis-open.opendocument.text", ["public.zip-archive", "public.composite-content"], ["odt"], ["application/vnd.oasis.opendocument.text"], "OpenDocument text"),
        d("org.oasis-open.opendocument.spreadsheet", ["public.zip-archive", "public.spreadsheet"], ["ods"], ["application/vnd.oasis.opendocument.spreadsheet"], "OpenDocument spreadsheet"),
        d("org.openxmlformats.wordprocessingml.document", ["public.zip-archive", "public.composite-content"], ["docx"], ["application/vnd.openxmlformats-officedocument.wordprocessingml.document"], "Word document"),
        d("org.openxmlformats.spreadsheetml.sheet", ["public.zip-archive", "public.spreadsheet"], ["xlsx"], ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"], "Excel spreadsheet"),
        d("com.apple.ical.ics", ["public.data", "public.calendar-event"], ["ics"], ["text/calendar"], "iCalendar event"),
        // Audio and video.
        d("public.audiovisual-content", ["public.data", "public.content"], description: "audiovisual content"),
        d("public.movie", ["public.audiovisual-content"], description: "movie"),
        d("public.video", ["public.movie"], description: "video"),
        d("public.audio", ["public.audiovisual-content"], description: "audio"),
        d("public.mpeg-4", ["public.movie"], ["mp4", "mp4v", "mpeg4"], ["video/mp4", "video/mp4v"], "MPEG-4 movie"),
        d("public.mpeg-4-audio", ["public.mpeg-4", "public.audio"], ["m4a"], ["audio/mp4", "audio/x-m4a"], "MPEG-4 audio"),
        d("public.mpeg", ["public.movie"], ["mpg", "mpeg"], ["video/mpeg"], "MPEG movie"),
        d("com.apple.quicktime-movie", ["public.movie"], ["mov", "qt"], ["video/quicktime"], "QuickTime movie"),
        d("public.avi", ["public.movie"], ["avi"], ["video/avi", "video/x-msvideo"], "AVI movie"),
        d("org.webmproject.webm", ["public.movie"], ["webm"], ["video/webm"], "WebM movie"),
        d("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg", "audio/mp3"], "MP3 audio"),
        d("com.microsoft.waveform-audio", ["public.audio"], ["wav", "wave"], ["audio/vnd.wave", "audio/wav", "audio/x-wav"], "Waveform audio"),
        d("public.aiff-audio", ["public.audio"], ["aiff", "aif"], ["audio/aiff", "audio/x-aiff"], "AIFF audio"),
        d("org.xiph.flac", ["public.audio"], ["flac"], ["audio/flac"], "FLAC audio"),
        d("org.xiph.ogg-audio", ["public.audio"], ["ogg", "oga"], ["audio/ogg"], "Ogg audio"),
        d("public.midi-audio", ["public.audio"], ["mid", "midi"], ["audio/midi", "audio/x-midi"], "MIDI audio"),
        d("public.playlist", ["public.data"], description: "playlist"),
        d("public.m3u-playlist", ["public.text", "public.playlist"], ["m3u", "m3u8"], ["audio/x-mpegurl", "audio/mpegurl"], "M3U playlist"),
        // Archives.
        d("public.archive", ["public.data"], description: "archive"),
        d("public.zip-archive", ["public.data", "public.archive"], ["zip"], ["application/zip", "application/x-zip-compressed"], "ZIP archive"),
        d("org.gnu.gnu-zip-archive", ["public.data", "public.archive"], ["gz", "gzip"], ["application/gzip", "application/x-gzip"], "gzip archive"),
        d("public.bzip2-archive", ["public.data", "public.archive"], ["bz2", "bzip2"], ["application/x-bzip2", "application/x-bzip"], "bzip2 archive"),
        d("public.tar-archive", ["public.data", "public.archive"], ["tar"], ["application/x-tar"], "tar archive"),
        d("org.gnu.gnu-tar-archive", ["public.tar-archive"], ["gtar"], ["application/x-gtar"], "GNU tar archive"),
        d("org.tukaani.xz-archive", ["public.data", "public.archive"], ["xz"], ["application/x-xz"], "xz archive"),
        d("com.rarlab.rar-archive", ["public.data", "public.archive"], ["rar"], ["application/vnd.rar", "application/x-rar-compressed"], "RAR archive"),
        d("org.7-zip.7-zip-archive", ["public.data", "public.archive"], ["7z"], ["application/x-7z-compressed"], "7-Zip archive"),
        d("public.iso-image", ["public.disk-image"], ["iso"], ["application/x-iso9660-image", "application/x-cd-image"], "disk image"),
        // Fonts.
        d("public.font", ["public.data", "public.content"], description: "font"),
        d("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf", "application/x-font-ttf"], "TrueType font"),
        d("public.opentype-font", ["public.font"], ["otf"], ["font/otf", "application/x-font-otf"], "OpenType font"),
        d("org.w3.woff2", ["public.font"], ["woff2"], ["font/woff2"], "WOFF 2 font"),
        // Binaries.
        d("com.microsoft.windows-executable", ["public.data", "public.executable"], ["exe"], ["application/x-msdownload", "application/vnd.microsoft.portable-executable"], "Windows executable"),
        d("public.object-code", ["public.data", "public.executable"], ["o"], ["application/x-object"], "object code"),
        d("com.apple.binary-property-list", ["public.property-list"], [], [], "binary property list"),
    ]

    static let byIdentifier: [String: TypeDeclaration] = {
        var map: [String: TypeDeclaration] = [:]
        for declaration in all where map[declaration.identifier] == nil { map[declaration.identifier] = declaration }
        return map
    }()

    static let byExtension: [String: TypeDeclaration] = {
        var map: [String: TypeDeclaration] = [:]
        for declaration in all { for ext in declaration.extensions where map[ext] == nil { map[ext] = declaration } }
        return map
    }()

    static let byMIMEType: [String: TypeDeclaration] = {
        var map: [String: TypeDeclaration] = [:]
        for declaration in all { for mime in declaration.mimeTypes where map[mime] == nil { map[mime] = declaration } }
        return map
    }()
}
