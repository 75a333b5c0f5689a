# Tk's side of scripts/bench-peers.sh: the scenes XUIKitPeer draws, with a canvas and a button.
#
#   wish tk-scene.tcl scene opaque RUNS   median ms of a full redraw of 1000 canvas rectangles
#   wish tk-scene.tcl fade RUNS           median ms of a frame of a full-window fade: Tk has no
#                                         alpha, so every frame recolours the 1000 rectangles
#                                         toward the white background (1 → 0.2 of their colour)
#   wish tk-scene.tcl button RUNS         median ms of redrawing one button
#   wish tk-scene.tcl text RUNS           median ms of a full redraw of 500 canvas text items,
#                                         Latin and CJK (the text XUIKitPeer's 500 UILabels show)
#   wish tk-scene.tcl hello               a window with one button; its command prints
#                                         "action <CLOCK_REALTIME ns>"
# Each redraw is forced, run at once (update idletasks) and followed by a round trip to the
# server (winfo pointerxy), as XUIKitPeer follows its frames with XSync.

proc median {samples} {
    set sorted [lsort -real $samples]
    return [lindex $sorted [expr {[llength $sorted] / 2}]]
}

proc timeFrames {label runs body} {
    set samples {}
    for {set i 0} {$i < $runs} {incr i} {
        set start [clock microseconds]
        uplevel 1 $body
        update idletasks
        winfo pointerxy .
        lappend samples [expr {([clock microseconds] - $start) / 1000.0}]
    }
    puts [format "%s %.3f" $label [median $samples]]
}

proc showAndSettle {} {
    update
    for {set i 0} {$i < 5} {incr i} { update; after 20 }
}

set mode [lindex $argv 0]
set runs [lindex $argv end]
if {![string is integer -strict $runs]} { set runs 30 }
wm title . "Tk peer"

# The scene's rectangles: 1000 overlapping 80×60 at the positions every toolkit uses.
proc sceneColor {i amount} {
    set channels [list [expr {($i % 7) / 7.0}] [expr {($i % 5) / 5.0}] [expr {($i % 3) / 3.0}]]
    set hex "#"
    foreach c $channels { append hex [format "%02x" [expr {int((1 - $amount + $amount * $c) * 255)}]] }
    return $hex
}

switch -- $mode {
    fade {
        wm geometry . 1280x800+0+0
        canvas .c -width 1280 -height 800 -highlightthickness 0 -borderwidth 0 -background white
        pack .c
        for {set i 0} {$i < 1000} {incr i} {
            set x [expr {($i * 37) % 1200}]
            set y [expr {($i * 53) % 740}]
            .c create rectangle $x $y [expr {$x + 80}] [expr {$y + 60}] -fill [sceneColor $i 1] -outline "" -tags r$i
        }
        showAndSettle
        set frame 0
        timeFrames fade_ms $runs {
            incr frame
            set amount [expr {1 - 0.8 * $frame / double($runs)}]
            for {set i 0} {$i < 1000} {incr i} { .c itemconfigure r$i -fill [sceneColor $i $amount] }
        }
        exit
    }
    scene {
        wm geometry . 1280x800+0+0
        canvas .c -width 1280 -height 800 -highlightthickness 0 -borderwidth 0 -background white
        pack .c
        # A window-sized rectangle underneath: changing it damages the whole canvas.
        .c create rectangle 0 0 1280 800 -fill white -outline "" -tags backdrop
        for {set i 0} {$i < 1000} {incr i} {
            set x [expr {($i * 37) % 1200}]
            set y [expr {($i * 53) % 740}]
            set color [format "#%02x%02x%02x" [expr {int(($i % 7) * 255 / 7.0)}] \
                [expr {int(($i % 5) * 255 / 5.0)}] [expr {int(($i % 3) * 255 / 3.0)}]]
            .c create rectangle $x $y [expr {$x + 80}] [expr {$y + 60}] -fill $color -outline ""
        }
        showAndSettle
        set flip 0
        timeFrames redraw_ms $runs {
            set flip [expr {1 - $flip}]
            .c itemconfigure backdrop -fill [expr {$flip ? "#fefefe" : "white"}]
        }
        exit
    }
    text {
        wm geometry . 1280x800+0+0
        canvas .c -width 1280 -height 800 -highlightthickness 0 -borderwidth 0 -background white
        pack .c
        .c create rectangle 0 0 1280 800 -fill white -outline "" -tags backdrop
        for {set i 0} {$i < 500} {incr i} {
            set text [expr {$i % 2 == 0 ? "Label $i: brown fox" : "标签 $i 東京の天気"}]
            .c create text [expr {($i % 10) * 128}] [expr {($i / 10) * 16}] -anchor nw -text $text \
                -font {sans-serif -12} -fill black
        }
        showAndSettle
        set flip 0
        timeFrames text_ms $runs {
            set flip [expr {1 - $flip}]
            .c itemconfigure backdrop -fill [expr {$flip ? "#fefefe" : "white"}]
        }
        exit
    }
    button {
        wm geometry . 320x200+0+0
        button .b -text "Say hello"
        place .b -x 20 -y 20 -width 160 -height 44
        showAndSettle
        set flip 0
        timeFrames button_ms $runs {
            set flip [expr {1 - $flip}]
            .b configure -text [expr {$flip ? "Say hello " : "Say hello"}]
        }
        exit
    }
    default {
        wm geometry . 320x200+0+0
        button .b -text "Say hello" -command {
            puts "action [expr {[clock microseconds] * 1000}]"
            flush stdout
        }
        place .b -x 20 -y 20 -width 160 -height 44
    }
}
