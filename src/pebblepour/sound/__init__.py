"""Sound, Qt-free: the app's own sounds synthesised in code (:mod:`.synth`), the cue table
that maps game events to a sound, a stereo place and a pitch (:mod:`.cues`), the mixer of
overlapping sounds (:mod:`.mixer`) and the playback device on its own thread
(:mod:`.player`). The Qt side (``pebblepour.ui.sounds``) only hands cues to the player.
"""
